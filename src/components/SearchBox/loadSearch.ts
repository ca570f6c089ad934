import type { SearchRuntime } from "./createRuntime";

export type SearchModule = typeof import("./runtime");
export interface LoadedSearch {
  module: SearchModule;
  runtime: SearchRuntime;
}

export interface SearchFiles {
  publicIndexURL: string;
  publicStoreURL: string;
}

let pending: Promise<LoadedSearch> | undefined;

/**
 * Loads the search code and data once per visit: the runtime chunk and both
 * files in parallel. The files are content-hashed, so the browser may cache them
 * for good. A failure is not cached: the next focus tries again.
 */
export function loadSearch(files: SearchFiles): Promise<LoadedSearch> {
  if (!pending) {
    const fetchText = async (url: string) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`Search data ${url}: HTTP ${response.status}`);
      return response.text();
    };
    pending = Promise.all([import("./runtime"), fetchText(files.publicIndexURL), fetchText(files.publicStoreURL)])
      .then(([module, index, store]) => ({ module, runtime: module.createRuntime(index, store) }))
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
  }
  return pending;
}
