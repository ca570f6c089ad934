import { startSearchWorker, type SearchClient, type SearchFiles } from "../client/searchClient";
import { MAX_SUGGESTIONS } from "./SearchSuggestions/limit";

export type SearchModule = typeof import("./lists");
export interface LoadedSearch {
  module: SearchModule;
  runtime: SearchClient;
}

let pending: Promise<LoadedSearch> | undefined;
/** The latest load's worker, which takes searches before it is ready. */
let latest: SearchClient | undefined;

/**
 * Loads search once per visit: the chunk with the result lists, and the worker,
 * which fetches both data files (content-hashed, so cacheable for good) and
 * searches them. A failure is not cached: the next focus tries again.
 */
export function loadSearch(files: SearchFiles): Promise<LoadedSearch> {
  if (!pending) {
    const worker = startSearchWorker(files);
    latest = worker.client;
    // The list chunk is small and on the first suggestions' critical path, so it is prefetched when
    // the page has loaded (docs/decisions/0002-how-search-works.md).
    pending = Promise.all([import(/* webpackPrefetch: true */ "./lists"), worker.ready])
      .then(([module, runtime]) => ({ module, runtime }))
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
  }
  return pending;
}

/**
 * Asks the worker for the suggestions to `text` while it loads, so that it answers the moment it is
 * ready and the list, once shown, asks again and gets that answer without waiting for a search
 * (docs/decisions/0012-what-the-search-files-leave-out-and-when-the-engine-loads.md).
 */
export function searchAhead(text: string, context: string | undefined): void {
  if (text.trim() !== "") void latest?.search(text, context, MAX_SUGGESTIONS);
}
