/**
 * The search engine's script, which the search worker imports when the box first asks for the
 * index, found in webpack's stats so every page can prefetch it at idle. The worker itself is a
 * small loader started at idle (searchClient.ts); the index still loads only on focus or hover.
 */
export const SEARCH_ENGINE_CHUNK = "search-engine";

interface WebpackStats {
  namedChunkGroups?: Record<string, { assets?: Array<{ name: string }> }>;
}

export function chunkScripts(stats: WebpackStats, chunkName: string): string[] {
  const group = stats.namedChunkGroups?.[chunkName];
  if (!group) throw new Error(`webpack stats: no chunk named "${chunkName}"; has its webpackChunkName comment changed?`);
  return (group.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith(".js"));
}
