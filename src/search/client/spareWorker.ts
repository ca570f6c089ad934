import { savesData, type ConnectionHint } from "../../lib/connection";

export type { ConnectionHint };

export interface WorkerLike {
  onerror: ((event: ErrorEvent) => unknown) | null;
  terminate(): void;
}

/**
 * Keeps one worker started ahead of need: a new thread and its script are otherwise on the first
 * suggestions' path (docs/decisions.md, "How search works"). Pages start one on the visitor's first
 * interaction; it loads the engine's code (search.worker.ts), but no index or store until the box
 * asks for them on focus or hover. Not when the visitor saves data or is on 2G, where its script
 * could load for nothing, and not once search has started. A spare whose script failed to load is
 * replaced, so the box never waits on a dead worker.
 */
export function spareWorkers<W extends WorkerLike>(spawn: () => W) {
  let started = false;
  let spare: { worker: W; broken: boolean } | undefined;
  return {
    prepare(connection?: ConnectionHint): void {
      if (started || spare || savesData(connection)) return;
      const prepared = { worker: spawn(), broken: false };
      prepared.worker.onerror = () => {
        prepared.broken = true;
      };
      spare = prepared;
    },
    /** The spare when it is healthy, otherwise a new worker. */
    take(): W {
      started = true;
      const taken = spare;
      spare = undefined;
      if (taken && !taken.broken) return taken.worker;
      taken?.worker.terminate();
      return spawn();
    },
  };
}
