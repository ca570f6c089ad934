import type { SearchRuntime } from "./createRuntime";

export type SearchModule = typeof import("./runtime");
export interface LoadedSearch {
  module: SearchModule;
  runtime: SearchRuntime;
}

export interface SearchFiles {
  publicIndexURL: string;
  publicStoreURL: string;
}

let pending: Promise<LoadedSearch> | undefined;

/** Runs the engine's warm-up in idle periods, never as one long task. */
function warmUpWhenIdle(runtime: SearchRuntime) {
  const step = (deadline?: IdleDeadline) => {
    const until = performance.now() + 8;
    const hasTime = () => (deadline ? deadline.timeRemaining() > 1 : performance.now() < until);
    if (!runtime.engine.warmUp(hasTime)) schedule();
  };
  // Safari has no requestIdleCallback.
  const schedule = () => (typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(step) : setTimeout(step, 50));
  schedule();
}

/**
 * Loads the search code and data once per visit: the runtime chunk and both
 * files in parallel. The files are content-hashed, so the browser may cache them
 * for good. A failure is not cached: the next focus tries again.
 */
export function loadSearch(files: SearchFiles): Promise<LoadedSearch> {
  if (!pending) {
    const fetchText = async (url: string) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`Search data ${url}: HTTP ${response.status}`);
      return response.text();
    };
    pending = Promise.all([import("./runtime"), fetchText(files.publicIndexURL), fetchText(files.publicStoreURL)])
      .then(([module, index, store]) => {
        const runtime = module.createRuntime(index, store);
        warmUpWhenIdle(runtime);
        return { module, runtime };
      })
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
  }
  return pending;
}
