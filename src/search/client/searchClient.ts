import type { SearchResult } from "../engine/engine";
// Types only: this file is in every page's initial load, the protocol module pulls in the stemmer and stop words.
import type { SearchAnswer, WorkerMessage, WorkerRequest } from "../worker/workerProtocol";

/** The addresses of the index and store files (src/search/build/searchFiles.ts). */
export interface SearchFiles {
  indexUrl: string;
  storeUrl: string;
}

/** The page's side of the search worker: one search at a time per caller, answered asynchronously. */
export interface SearchClient {
  search(text: string, context: string | undefined, limit: number): Promise<SearchResult | undefined>;
}

/**
 * Starts a worker, sends it the files to load, and resolves once it has loaded them; a failed
 * load stops it, and the next load starts a new one. Each answer's own search time becomes the
 * page's `dso-search` measure (the benchmark reads it); the round trip shows in `dso-search-first`.
 */
export function startSearchWorker(files: SearchFiles): Promise<SearchClient> {
  // webpack bundles the worker as its own chunk from this exact `new Worker(new URL(…))` form.
  const worker = new Worker(
    new URL(/* webpackChunkName: "search-worker" */ "../worker/search.worker.ts", import.meta.url),
  );
  const waiting = new Map<number, (answer: SearchAnswer) => void>();
  let next = 0;
  const client: SearchClient = {
    search(text, context, limit) {
      const id = next++;
      const request: WorkerRequest = { type: "search", id, text, context, limit };
      worker.postMessage(request);
      return new Promise((resolve) => waiting.set(id, (reply) => resolve(reply.result)));
    },
  };
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      worker.terminate();
      reject(error);
    };
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.type === "ready") resolve(client);
      else if (message.type === "failed") fail(new Error(message.message));
      else {
        // The worker's clock has its own origin; both origins are absolute times.
        performance.measure("dso-search", {
          start: message.startedAt - performance.timeOrigin,
          duration: message.duration,
        });
        waiting.get(message.id)?.(message);
        waiting.delete(message.id);
      }
    };
    worker.onerror = (event) => fail(new Error(`Search worker: ${event.message}`));
    const load: WorkerRequest = { type: "load", indexUrl: files.indexUrl, storeUrl: files.storeUrl };
    worker.postMessage(load);
  });
}
