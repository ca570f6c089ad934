import { useCallback, useSyncExternalStore } from "react";
import type { Implementation } from "../../../lib/playground";
import { safeStorage } from "../../../lib/storage";

/**
 * The implementation a visitor last chose in an example's switch. It is remembered in browser
 * storage and shared by every example, on this page and the next, wherever that implementation exists.
 */
const KEY = "dso-docs-implementation";
const listeners = new Set<() => void>();
let chosen: string | null | undefined;

function read(): string | null {
  if (chosen === undefined) chosen = safeStorage.get(KEY);
  return chosen;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useImplementationChoice(
  available: Implementation[],
): [Implementation, (choice: Implementation) => void] {
  // The server renders the first implementation; the stored choice applies right after hydration.
  const stored = useSyncExternalStore(subscribe, read, () => null);
  const choose = useCallback((choice: Implementation) => {
    chosen = choice;
    safeStorage.set(KEY, choice);
    listeners.forEach((listener) => listener());
  }, []);
  const current = available.find((implementation) => implementation === stored) ?? available[0];
  return [current, choose];
}
