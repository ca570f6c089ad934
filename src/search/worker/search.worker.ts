/// <reference lib="webworker" />
// Types only: the engine (FlexSearch, the stemmer, the ranking) is a chunk of its own, imported below.
import type { WorkerMessage, WorkerRequest } from "./workerProtocol";
import type { SearchRuntime } from "./createRuntime";

/**
 * The search worker. A page starts one ahead of need on the visitor's first pointer movement,
 * press, key or wheel turn (ui/SearchBox, client/spareWorker.ts), or when search first needs it
 * without a spare (client/searchClient.ts). It imports the engine as it
 * starts: that chunk is one every page prefetches at idle anyway, and loading and compiling it was
 * the longest wait of the first suggestions when it waited for focus (docs/decisions.md, "What the
 * search files leave out, and when the engine loads"). The index and store are fetched only on
 * the first "load" request; then it answers each keystroke's search off the main thread.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const engineModule = import(/* webpackChunkName: "search-engine" */ "./createRuntime");
// A failed import is reported by the "load" request that needs it.
engineModule.catch(() => undefined);
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
    Promise.all([fetchText(request.indexUrl), fetchText(request.storeUrl), engineModule])
      .then(([index, store, module]) => {
        engine = { runtime: module.createRuntime(index, store), answer: module.answer };
        post({ type: "ready" });
        warmUp(engine.runtime);
      })
      .catch((error: unknown) => post({ type: "failed", message: String(error) }));
  } else if (engine) post(engine.answer(engine.runtime.engine, request, performance));
};
