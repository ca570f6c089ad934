/** @jest-environment node */
import type { SearchAnswer, SearchRequest, WorkerMessage } from "../../worker/workerProtocol";
import { workerClient, type WorkerPort } from "../workerClient";

/** A stand-in worker: it records what the page posts, and the test says what it answers. */
function fakeWorker() {
  const posted: SearchRequest[] = [];
  const port = {
    postMessage: (request: SearchRequest) => posted.push(request),
    terminate: jest.fn(),
    onmessage: null,
    onerror: null,
  } as unknown as WorkerPort;
  const say = (message: WorkerMessage) => port.onmessage!.call(port as Worker, { data: message } as MessageEvent);
  return { port, posted, say };
}

const result = (id: number): SearchAnswer => ({
  type: "result",
  id,
  result: { hits: [], total: id, query: { tokens: [], words: [], lastWord: "x" } as never },
  startedAt: performance.timeOrigin + 1,
  duration: 2,
});

beforeEach(() => performance.clearMeasures());

describe("workerClient", () => {
  test("asks before the worker is ready, and resolves ready on its word", async () => {
    const { port, posted, say } = fakeWorker();
    const { client, ready } = workerClient(port);
    const answer = client.search("knop", undefined, 8);
    expect(posted).toEqual([{ type: "search", id: 0, text: "knop", context: undefined, limit: 8 }]);
    say({ type: "ready" });
    await expect(ready).resolves.toBe(client);
    say(result(0));
    await expect(answer).resolves.toMatchObject({ total: 0 });
    expect(performance.getEntriesByName("dso-search", "measure")).toHaveLength(1);
  });

  test("the latest request asked again gets the same answer, without a new search", async () => {
    const { port, posted, say } = fakeWorker();
    const { client } = workerClient(port);
    const first = client.search("knop", "docs", 8);
    expect(client.search("knop", "docs", 8)).toBe(first);
    expect(posted).toHaveLength(1);
    // Another limit or context is another request; then the first one is no longer the latest.
    client.search("knop", "docs", 100);
    client.search("knop", "docs", 8);
    expect(posted.map((request) => request.limit)).toEqual([8, 100, 8]);
    say(result(0));
    await expect(first).resolves.toMatchObject({ total: 0 });
  });

  test("a request the worker skipped while it loaded resolves with nothing once a later one is answered", async () => {
    const { port, say } = fakeWorker();
    const { client } = workerClient(port);
    const skipped = client.search("k", undefined, 8);
    const answered = client.search("kn", undefined, 8);
    const after = client.search("kno", undefined, 8);
    say(result(1));
    await expect(skipped).resolves.toBeUndefined();
    await expect(answered).resolves.toMatchObject({ total: 1 });
    say(result(2));
    await expect(after).resolves.toMatchObject({ total: 2 });
  });

  test("a failed load rejects ready with the worker's reason and stops the worker", async () => {
    const { port, say } = fakeWorker();
    const { ready } = workerClient(port);
    say({ type: "failed", message: "Search data /a.json: HTTP 404" });
    await expect(ready).rejects.toThrow("Search data /a.json: HTTP 404");
    expect(port.terminate).toHaveBeenCalled();
  });
});
