import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Gatsby keeps the nodes of the last run and calls onCreateNode only for files that changed. It
 * drops its cache by itself only when gatsby-node.ts, gatsby-config.ts or package.json change
 * (node_modules/gatsby/dist/services/initialize.js), not when the code that onCreateNode runs
 * changes: a new field of BlogPost, made in src/blog/build/blogNodes.ts, stayed empty on every cached
 * post. So each run records a hash of that code, and a run that finds another one starts from a
 * clean cache, by the means of dropCacheAfterDevelop (src/node/staleCache.ts): without public/,
 * Gatsby deletes its cache. Nodes made in sourceNodes are made again on every run and need none.
 */

/** The module behind gatsby-node.ts onCreateNode; the code it imports from the project counts too. */
export const NODE_CODE_ENTRY = "src/node/mdxFields.ts";
const RECORD = path.join(".cache", "dso-node-code");
// `from "./x"` (imports and re-exports), `import "./x"` and `import("./x")`.
const RELATIVE_IMPORT = /\b(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;
const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".json", "/index.ts", "/index.tsx"];

/** The project's files that `entry` imports, directly or not, itself included, relative to `projectDir` and sorted. */
export function importedFiles(projectDir: string, entry: string): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    const source = readFileSync(path.join(projectDir, file), "utf8");
    for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
      const base = path.posix.join(path.posix.dirname(file), specifier);
      const target = EXTENSIONS.map((extension) => base + extension).find((candidate) =>
        statSync(path.join(projectDir, candidate), { throwIfNoEntry: false })?.isFile(),
      );
      if (!target) throw new Error(`${file}: cannot find the file of the import "${specifier}"`);
      visit(target);
    }
  };
  visit(entry);
  return [...found].sort();
}

/** One hash over the names and contents of the code behind onCreateNode. */
export function nodeCodeHash(projectDir: string, entry = NODE_CODE_ENTRY): string {
  const hash = createHash("sha256");
  for (const file of importedFiles(projectDir, entry))
    hash.update(`${file}\0${readFileSync(path.join(projectDir, file))}\0`);
  return hash.digest("hex");
}

/**
 * onPreInit, before Gatsby looks at its cache: when the code behind onCreateNode differs from the
 * last run's, or the cache does not say (a cache older than this check), public/ goes, and with it
 * Gatsby's cache. Without a cache there is nothing to drop.
 */
export function dropCacheAfterNodeCodeChange(projectDir: string, log: (message: string) => void): void {
  if (!existsSync(path.join(projectDir, ".cache")) || !existsSync(path.join(projectDir, "public"))) return;
  let recorded: string | undefined;
  try {
    recorded = readFileSync(path.join(projectDir, RECORD), "utf8").trim();
  } catch {
    recorded = undefined;
  }
  if (recorded === nodeCodeHash(projectDir)) return;
  log(
    `The code that makes the nodes (${NODE_CODE_ENTRY} and its imports) changed since the last run; starting from a clean cache.`,
  );
  rmSync(path.join(projectDir, "public"), { recursive: true, force: true });
}

/** onPreBootstrap, after Gatsby settled its cache: the hash this run's nodes are made with. */
export function recordNodeCode(projectDir: string): void {
  mkdirSync(path.join(projectDir, ".cache"), { recursive: true });
  writeFileSync(path.join(projectDir, RECORD), nodeCodeHash(projectDir));
}
