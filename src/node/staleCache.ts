import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Gatsby's build cache does not survive every content change: after a page's file is removed (for
 * example one of two files that claimed the same route), the next builds failed with
 * "asyncRequires.components[componentChunkName] is not a function" until a manual `gatsby clean`.
 * Each build records the content files it saw; when the next one finds a recorded file gone, it
 * removes public/ before Gatsby checks its cache, and Gatsby then treats its cache as incomplete
 * and starts from a clean one (node_modules/gatsby/dist/services/initialize.js). Added and edited
 * files need no such care.
 */

const RECORD = path.join(".cache", "dso-content-files.json");

/** The content files below `dir`, relative to it, sorted. */
export function contentFilesOf(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** The files of the previous build that are gone now. */
export function removedFiles(previous: string[], current: string[]): string[] {
  const now = new Set(current);
  return previous.filter((file) => !now.has(file));
}

function readRecord(projectDir: string): string[] {
  try {
    const record: unknown = JSON.parse(readFileSync(path.join(projectDir, RECORD), "utf8"));
    return Array.isArray(record) ? record.filter((file): file is string => typeof file === "string") : [];
  } catch {
    return [];
  }
}

/** Before Gatsby checks its cache: makes it start clean when content files were removed since the last build. */
export function dropCacheAfterRemovals(projectDir: string, contentDir: string, log: (message: string) => void): void {
  const removed = removedFiles(readRecord(projectDir), contentFilesOf(path.join(projectDir, contentDir)));
  if (removed.length === 0) return;
  log(
    `${removed.length} content file(s) were removed since the last build (${removed.slice(0, 3).join(", ")}${removed.length > 3 ? ", …" : ""}); building from a clean cache.`,
  );
  rmSync(path.join(projectDir, "public"), { recursive: true, force: true });
}

/** After Gatsby settled its cache: what the next build compares with. */
export function recordContentFiles(projectDir: string, contentDir: string): void {
  mkdirSync(path.join(projectDir, ".cache"), { recursive: true });
  writeFileSync(path.join(projectDir, RECORD), JSON.stringify(contentFilesOf(path.join(projectDir, contentDir))));
}

const LAST_COMMAND = path.join(".cache", "dso-last-command");

/**
 * A build after `gatsby develop` starts from a clean cache. The development server writes its own
 * page data into public/ (without the article bodies a build copies in, src/node/articleBodies.ts)
 * and only the part it thinks changed, so a build must not take any of it over. The other way round
 * needs no clean: the development server ignores a build's article bodies
 * (src/components/ArticleBody/index.tsx).
 */
export function dropCacheAfterDevelop(projectDir: string, command: string | undefined, log: (message: string) => void) {
  let last: string | undefined;
  try {
    last = readFileSync(path.join(projectDir, LAST_COMMAND), "utf8").trim();
  } catch {
    return;
  }
  if (command !== "build" || last !== "develop") return;
  log("The last run was the development server; building from a clean cache.");
  rmSync(path.join(projectDir, "public"), { recursive: true, force: true });
}

/** After Gatsby settled its cache: which command ran on it last. */
export function recordCommand(projectDir: string, command: string | undefined): void {
  if (!command) return;
  mkdirSync(path.join(projectDir, ".cache"), { recursive: true });
  writeFileSync(path.join(projectDir, LAST_COMMAND), command);
}
