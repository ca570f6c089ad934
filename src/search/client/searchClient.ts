import { workerName, type SearchFiles } from "../worker/workerName";
import { workerClient, type SearchWorker } from "./workerClient";

export type { SearchFiles };
export type { SearchClient, SearchWorker } from "./workerClient";

/** Starts a search worker, named after the files it loads (workerName.ts). */
export function startSearchWorker(files: SearchFiles): SearchWorker {
  // webpack bundles the worker as its own chunk from this exact `new Worker(new URL(…))` form.
  return workerClient(
    new Worker(new URL(/* webpackChunkName: "search-worker" */ "../worker/search.worker.ts", import.meta.url), {
      name: workerName(files),
    }),
  );
}
