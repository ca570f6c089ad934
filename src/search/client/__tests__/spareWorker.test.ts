import { spareWorkers, type WorkerLike } from "../spareWorker";

class FakeWorker implements WorkerLike {
  onerror: ((event: ErrorEvent) => unknown) | null = null;
  terminated = false;
  terminate() {
    this.terminated = true;
  }
}

function setup() {
  const spawned: FakeWorker[] = [];
  const workers = spareWorkers(() => {
    const worker = new FakeWorker();
    spawned.push(worker);
    return worker;
  });
  return { spawned, workers };
}

describe("spareWorkers", () => {
  it("starts one spare and hands it to the first search", () => {
    const { spawned, workers } = setup();
    workers.prepare();
    workers.prepare();
    expect(spawned).toHaveLength(1);
    expect(workers.take()).toBe(spawned[0]);
    expect(spawned).toHaveLength(1);
  });

  it("starts none when the visitor saves data or is on 2G", () => {
    for (const connection of [{ saveData: true }, { effectiveType: "2g" }, { effectiveType: "slow-2g" }]) {
      const { spawned, workers } = setup();
      workers.prepare(connection);
      expect(spawned).toHaveLength(0);
      expect(workers.take()).toBe(spawned[0]);
      expect(spawned).toHaveLength(1);
    }
  });

  it("starts none once search has started", () => {
    const { spawned, workers } = setup();
    workers.take();
    workers.prepare({ effectiveType: "4g" });
    expect(spawned).toHaveLength(1);
  });

  it("replaces a spare whose script failed to load", () => {
    const { spawned, workers } = setup();
    workers.prepare();
    spawned[0].onerror!({} as ErrorEvent);
    const taken = workers.take();
    expect(taken).toBe(spawned[1]);
    expect(spawned[0].terminated).toBe(true);
  });
});
