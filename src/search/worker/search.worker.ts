/// <reference lib="webworker" />
// Types only: the engine (FlexSearch, the stemmer, the ranking) loads when the index is asked for.
import type { WorkerMessage, WorkerRequest } from "./workerProtocol";
import type { SearchRuntime } from "./createRuntime";

/**
 * The search worker. Pages start it at idle (client/searchClient.ts), so it stays small: a loader that,
 * on the first "load" request, fetches the index and store while it imports the engine (prefetched
 * by every page), then answers each keystroke's search off the main thread.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
let engine: { runtime: SearchRuntime; answer: typeof import("./createRuntime").answer } | undefined;
const post = (message: WorkerMessage) => scope.postMessage(message);

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search data ${url}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Counts term frequencies ahead of need in short slices, so a search waiting in the queue is
 * answered between them: the first waits at most one slice, and later ones find the counts ready.
 */
function warmUp(runtime: SearchRuntime) {
  const until = performance.now() + 4;
  if (!runtime.engine.warmUp(() => performance.now() < until)) setTimeout(() => warmUp(runtime), 0);
}

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === "load") {
    // The files are asked for first: webpack loads a worker's chunk with importScripts, which holds
    // the thread until the chunk is in, and the requests would otherwise wait behind it.
    const indexText = fetchText(request.indexUrl);
    const storeText = fetchText(request.storeUrl);
    Promise.all([indexText, storeText, import(/* webpackChunkName: "search-engine" */ "./createRuntime")])
      .then(([index, store, module]) => {
        engine = { runtime: module.createRuntime(index, store), answer: module.answer };
        post({ type: "ready" });
        warmUp(engine.runtime);
      })
      .catch((error: unknown) => post({ type: "failed", message: String(error) }));
  } else if (engine) post(engine.answer(engine.runtime.engine, request, performance));
};
