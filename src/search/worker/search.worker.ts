/// <reference lib="webworker" />
// Types only: the engine (FlexSearch, the stemmer, the ranking) is a chunk of its own, imported below.
import type { SearchRequest, WorkerMessage } from "./workerProtocol";
import { filesFromName } from "./workerName";
import type { SearchEngine } from "../engine/engine";

/**
 * The search worker. A page starts one ahead of need on the visitor's first pointer movement,
 * press, key or wheel turn, or on the search box's first focus or hover (ui/SearchBox,
 * client/searchClient.ts), and names it after the index and store's addresses (workerName.ts).
 * At its start it requests both files and only then imports the engine chunk (one every page
 * prefetches at idle anyway): webpack loads a worker's chunk with `importScripts`, which holds
 * the worker until the chunk is in, so importing first kept the files' requests waiting. The
 * engine's code then warms up while the files are still on their way. Once they are in and
 * decoded it says "ready", answers the latest search asked before then, and then each keystroke's
 * search off the main thread
 * (docs/decisions/0012-what-the-search-files-leave-out-and-when-the-engine-loads.md).
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
let loaded: { engine: SearchEngine; answer: typeof import("./createRuntime").answer } | undefined;
/** The latest search asked before the engine was ready: it is answered first, the moment it is. */
let early: SearchRequest | undefined;
/** Whether the visitor has searched: the warm-up queries stop then. */
let asked = false;
const post = (message: WorkerMessage) => scope.postMessage(message);

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search data ${url}: HTTP ${response.status}`);
  return response.text();
}

Promise.resolve()
  .then(() => {
    const { indexUrl, storeUrl } = filesFromName(scope.name);
    const files = Promise.all([fetchText(indexUrl), fetchText(storeUrl)]);
    // Handled below, after the import: this only keeps an early failure from counting as unhandled.
    files.catch(() => undefined);
    return import(/* webpackChunkName: "search-engine" */ "./createRuntime").then((module) => {
      module.warmUpCode();
      return Promise.all([files, module] as const);
    });
  })
  .then(([[index, store], { createEngine, answer, warmUpEngine }]) => {
    loaded = { engine: createEngine(index, store), answer };
    post({ type: "ready" });
    if (early) post(answer(loaded.engine, early, performance));
    early = undefined;
    warmUpEngine(loaded.engine, () => !asked);
  })
  .catch((error: unknown) => post({ type: "failed", message: String(error) }));

scope.onmessage = (event: MessageEvent<SearchRequest>) => {
  asked = true;
  if (loaded) post(loaded.answer(loaded.engine, event.data, performance));
  // The page takes an earlier request that is never answered as skipped (client/workerClient.ts).
  else early = event.data;
};
