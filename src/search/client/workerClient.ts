import type { SearchResult } from "../engine/engine";
// Types only: this file is in every page's initial load, the protocol module pulls in the stemmer and stop words.
import type { SearchRequest, WorkerMessage } from "../worker/workerProtocol";

/**
 * The page's side of the search worker, answered asynchronously. A search may be asked before the
 * worker is ready: it waits there. Asking again for the latest request's text, context and limit
 * gives its answer again without a new search.
 */
export interface SearchClient {
  search(text: string, context: string | undefined, limit: number): Promise<SearchResult | undefined>;
}

export interface SearchWorker {
  client: SearchClient;
  /** Resolves once the worker has loaded the files; a failed load stops it, and the next load starts a new one. */
  ready: Promise<SearchClient>;
}

/** What of a Worker the page's side uses. */
export type WorkerPort = Pick<Worker, "postMessage" | "terminate" | "onmessage" | "onerror">;

/**
 * Talks to a started search worker. Each answer's own search time becomes the page's `dso-search`
 * measure (the benchmark reads it); the round trip shows in `dso-search-first`.
 */
export function workerClient(worker: WorkerPort): SearchWorker {
  const waiting = new Map<number, (result: SearchResult | undefined) => void>();
  let next = 0;
  let latest: { key: string; answer: Promise<SearchResult | undefined> } | undefined;
  const client: SearchClient = {
    search(text, context, limit) {
      const key = JSON.stringify([text, context, limit]);
      if (latest?.key === key) return latest.answer;
      const id = next++;
      const request: SearchRequest = { type: "search", id, text, context, limit };
      worker.postMessage(request);
      const answer = new Promise<SearchResult | undefined>((resolve) => waiting.set(id, resolve));
      latest = { key, answer };
      return answer;
    },
  };
  const ready = new Promise<SearchClient>((resolve, reject) => {
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
        // Answers come in the order asked. Of the requests asked while the worker loaded it answers
        // only the latest, so one before this answer that is still waiting was skipped.
        for (const [id, settle] of waiting) {
          if (id > message.id) break;
          waiting.delete(id);
          settle(id === message.id ? message.result : undefined);
        }
      }
    };
    worker.onerror = (event) => fail(new Error(`Search worker: ${event.message}`));
  });
  return { client, ready };
}
