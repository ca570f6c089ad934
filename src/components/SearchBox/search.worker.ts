/// <reference lib="webworker" />
import { answer, type WorkerMessage, type WorkerRequest } from "../../lib/search/workerProtocol";
import { createRuntime, type SearchRuntime } from "./createRuntime";

/**
 * The search worker: fetches and decodes the index and store, and answers each
 * keystroke's search, so FlexSearch, the stemmer and the ranking never block the page.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
let runtime: SearchRuntime | undefined;
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
function warmUp(loaded: SearchRuntime) {
  const until = performance.now() + 4;
  if (!loaded.engine.warmUp(() => performance.now() < until)) setTimeout(() => warmUp(loaded), 0);
}

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === "load") {
    Promise.all([fetchText(request.indexURL), fetchText(request.storeURL)])
      .then(([index, store]) => {
        runtime = createRuntime(index, store);
        post({ type: "ready" });
        warmUp(runtime);
      })
      .catch((error: unknown) => post({ type: "failed", message: String(error) }));
  } else if (runtime) post(answer(runtime.engine, request, performance));
};
