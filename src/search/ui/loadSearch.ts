import { startSearchWorker, type SearchClient, type SearchFiles } from "../client/searchClient";

export type SearchModule = typeof import("./lists");
export interface LoadedSearch {
  module: SearchModule;
  runtime: SearchClient;
}

let pending: Promise<LoadedSearch> | undefined;

/**
 * Loads search once per visit: the chunk with the result lists, and the worker,
 * which fetches both data files (content-hashed, so cacheable for good) and
 * searches them. A failure is not cached: the next focus tries again.
 */
export function loadSearch(files: SearchFiles): Promise<LoadedSearch> {
  if (!pending) {
    // The list chunk is small and on the first suggestions' critical path, so it is prefetched when
    // the page has loaded (docs/decisions/0002-how-search-works.md).
    pending = Promise.all([import(/* webpackPrefetch: true */ "./lists"), startSearchWorker(files)])
      .then(([module, runtime]) => ({ module, runtime }))
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
  }
  return pending;
}
