import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A removed or renamed content file once needed a clean cache: each MDX file was a page component
 * of its own, and a build after one was removed failed with "asyncRequires.components[…] is not a
 * function". Since doc pages and posts share one page component per template, Gatsby removes such a
 * page by itself (tested again on 2026-11-25:
 * docs/decisions/0029-what-the-site-relies-on-in-gatsbys-internals.md), so only the development
 * server's leftovers need the clean below.
 */

const LAST_COMMAND = path.join(".cache", "dso-last-command");

/**
 * A build after `gatsby develop` starts from a clean cache. The development server writes its own
 * page data into public/ (without the article bodies a build copies in, plugins/post-build/articleBodies.ts)
 * and only the part it thinks changed, so a build must not take any of it over. The other way round
 * needs no clean: the development server ignores a build's article bodies
 * (src/article/browser/ArticleBody.tsx). Two things Gatsby does not promise, both fenced in
 * __tests__/gatsbyInternals.test.ts: without public/ it treats its cache as incomplete and starts
 * from a clean one (node_modules/gatsby/dist/services/initialize.js), and gatsby-cli names the
 * command in process.env.gatsby_executing_command.
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
