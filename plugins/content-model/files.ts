import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/** `file` relative to `dir` with forward slashes on every system, as messages, routes and tests name files. */
export function relativePath(dir: string, file: string): string {
  return path.relative(dir, file).split(path.sep).join("/");
}

/** The files below `dir`, relative to it and sorted; none when `dir` does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relativePath(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A path as an address writes it, decoded; a malformed escape stays as written, and then names no page or file. */
export function decodeSafely(text: string, decode = decodeURIComponent): string {
  try {
    return decode(text);
  } catch {
    return text;
  }
}
