/**
 * The search worker's script, found in webpack's stats so every page can prefetch it at idle.
 * The index itself still loads only on focus or hover (the spec); with the worker's code already
 * in the cache, the worker starts at once and the first suggestions come sooner.
 */
export const SEARCH_WORKER_CHUNK = "search-worker";

interface WebpackStats {
  namedChunkGroups?: Record<string, { assets?: Array<{ name: string }> }>;
}

export function chunkScripts(stats: WebpackStats, chunkName: string): string[] {
  const group = stats.namedChunkGroups?.[chunkName];
  if (!group) throw new Error(`webpack stats: no chunk named "${chunkName}"; has its webpackChunkName comment changed?`);
  return (group.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith(".js"));
}
