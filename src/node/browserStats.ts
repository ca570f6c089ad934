import { createHash } from "node:crypto";

/**
 * What the HTML renderer needs to know of the browser bundle, read from webpack's stats (the
 * browser bundle is complete before the renderer is configured; src/node/webpackHook.ts defines
 * both values for it).
 */

/**
 * The search worker's script and the search engine's, which the worker imports as soon as it
 * starts: every page prefetches both at idle. The worker itself starts, and fetches the index and
 * store, on the visitor's first interaction (src/search/ui/SearchBox/index.tsx).
 */
export const SEARCH_CHUNKS = ["search-worker", "search-engine"] as const;

interface WebpackStats {
  namedChunkGroups?: Record<string, { assets?: Array<{ name: string }> }>;
}

export function chunkScripts(stats: WebpackStats, chunkName: string): string[] {
  const group = stats.namedChunkGroups?.[chunkName];
  if (!group)
    throw new Error(`webpack stats: no chunk named "${chunkName}"; has its webpackChunkName comment changed?`);
  return (group.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith(".js"));
}

/**
 * A short digest of every file name the browser bundle has (they carry content hashes). Pages
 * carry it, which makes the HTML renderer's own output change whenever a script or stylesheet
 * does: Gatsby re-renders pages only when the renderer changes, so after a change to CSS alone an
 * incremental build kept linking the previous stylesheet.
 */
export function browserBuildId(stats: WebpackStats): string {
  const names = Object.values(stats.namedChunkGroups ?? {}).flatMap((group) =>
    (group.assets ?? []).map((asset) => asset.name),
  );
  if (names.length === 0) throw new Error("webpack stats: the browser bundle lists no files");
  return createHash("sha256")
    .update([...new Set(names)].sort().join("\n"))
    .digest("hex")
    .slice(0, 12);
}
