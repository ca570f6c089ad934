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
    // The list chunk is small and was on the first suggestions' critical path (evaluated 118 ms after
    // focus in a trace, once the main thread was free), so it is prefetched when the page has loaded.
    pending = Promise.all([import(/* webpackPrefetch: true */ "./lists"), startSearchWorker(files)])
      .then(([module, runtime]) => ({ module, runtime }))
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
  }
  return pending;
}
