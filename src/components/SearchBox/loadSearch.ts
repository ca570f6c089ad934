import { startSearchWorker, type SearchClient } from "./searchClient";

export type SearchModule = typeof import("./runtime");
export interface LoadedSearch {
  module: SearchModule;
  runtime: SearchClient;
}

export interface SearchFiles {
  publicIndexURL: string;
  publicStoreURL: string;
}

let pending: Promise<LoadedSearch> | undefined;

/**
 * Loads search once per visit: the chunk with the result lists, and the worker,
 * which fetches both data files (content-hashed, so cacheable for good) and
 * searches them. A failure is not cached: the next focus tries again.
 */
export function loadSearch(files: SearchFiles): Promise<LoadedSearch> {
  if (!pending) {
    pending = Promise.all([import("./runtime"), startSearchWorker(files)])
      .then(([module, runtime]) => ({ module, runtime }))
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
  }
  return pending;
}
