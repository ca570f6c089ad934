/// <reference lib="webworker" />
// Types only: the engine (FlexSearch, the stemmer, the ranking) is a chunk of its own, imported below.
import type { WorkerMessage, WorkerRequest } from "./workerProtocol";
import type { SearchEngine } from "../engine/engine";

/**
 * The search worker. A page starts one ahead of need on the visitor's first pointer movement,
 * press, key or wheel turn, or on the search box's first focus or hover (ui/SearchBox,
 * client/searchClient.ts), and sends it the index and store's addresses at once.
 * On that message it requests both files first and only then imports the engine chunk (one every
 * page prefetches at idle anyway): webpack loads a worker's chunk with `importScripts`, which holds
 * the worker until the chunk is in, so importing first kept the files' requests waiting
 * (docs/decisions/0012-what-the-search-files-leave-out-and-when-the-engine-loads.md). Once the
 * files are in and decoded it says "ready", and then answers each keystroke's search off the main
 * thread.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
let loaded: { engine: SearchEngine; answer: typeof import("./createRuntime").answer } | undefined;
const post = (message: WorkerMessage) => scope.postMessage(message);

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search data ${url}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Queries that take each of the engine's paths once: a short prefix, compounds and several words,
 * a typo. Run before the visitor's first search, they leave its code compiled; in a trace a first
 * search took up to 20 ms cold and 2 ms warm (docs/decisions/0002-how-search-works.md).
 */
const WARM_UP_QUERIES = ["ko", "knoppen kleur", "datepiker"];
let asked = false;

/**
 * Counts term frequencies ahead of need in short slices, so a search waiting in the queue is
 * answered between them: the first waits at most one slice, and later ones find the counts ready.
 * Then, unless the visitor has searched already, the warm-up queries run, one per slice.
 */
function warmUp(engine: SearchEngine, next = 0) {
  const until = performance.now() + 4;
  if (!engine.warmUp(() => performance.now() < until)) setTimeout(() => warmUp(engine), 0);
  else if (!asked && next < WARM_UP_QUERIES.length) {
    engine.search(WARM_UP_QUERIES[next], { limit: 8 });
    setTimeout(() => warmUp(engine, next + 1), 0);
  }
}

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === "load") {
    // In this order: the requests are out before the import holds the worker.
    Promise.all([
      fetchText(request.indexUrl),
      fetchText(request.storeUrl),
      import(/* webpackChunkName: "search-engine" */ "./createRuntime"),
    ])
      .then(([index, store, module]) => {
        loaded = { engine: module.createEngine(index, store), answer: module.answer };
        post({ type: "ready" });
        warmUp(loaded.engine);
      })
      .catch((error: unknown) => post({ type: "failed", message: String(error) }));
  } else {
    asked = true;
    if (loaded) post(loaded.answer(loaded.engine, request, performance));
  }
};
