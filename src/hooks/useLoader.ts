import { useCallback, useEffect, useRef, useState } from "react";

export type LoadStatus = "idle" | "loading" | "ready" | "failed";

export interface Loader<T> {
  status: LoadStatus;
  /** What the load gave, once the status is "ready". */
  value?: T;
  /** Starts the load, unless one is under way or has succeeded; after a failure it tries again. */
  load(): void;
}

export interface LoaderOptions {
  /** Start when the component mounts instead of on the first `load()`. */
  onMount?: boolean;
  /** Called with the reason of every failed load; the status only says that it failed. */
  onError?(error: unknown): void;
}

/**
 * One lazily loaded thing (the search, versions.json) with its status, for a component that shows
 * it and offers "Opnieuw proberen". After the component has gone, a load that settles changes no
 * state; a failure still reaches `onError`.
 */
export function useLoader<T>(start: () => Promise<T>, { onMount = false, onError }: LoaderOptions = {}): Loader<T> {
  const [state, setState] = useState<{ status: LoadStatus; value?: T }>({ status: "idle" });
  // load() may run twice before React renders again (a focus and a hover in one task): it reads the
  // status from here, not from the rendered state.
  const status = useRef<LoadStatus>("idle");
  const mounted = useRef(true);
  // The latest callbacks, so that `load` stays the same function for the component's lifetime.
  const latest = useRef({ start, onError });
  useEffect(() => {
    latest.current = { start, onError };
  });

  const load = useCallback(() => {
    if (status.current === "loading" || status.current === "ready") return;
    const settle = (next: { status: LoadStatus; value?: T }) => {
      status.current = next.status;
      if (mounted.current) setState(next);
    };
    settle({ status: "loading" });
    // A start that throws fails like one whose promise rejects.
    new Promise<T>((resolve) => resolve(latest.current.start())).then(
      (value) => settle({ status: "ready", value }),
      (error: unknown) => {
        latest.current.onError?.(error);
        settle({ status: "failed" });
      },
    );
  }, []);

  useEffect(() => {
    mounted.current = true;
    if (onMount) load();
    return () => {
      mounted.current = false;
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return { ...state, load };
}
