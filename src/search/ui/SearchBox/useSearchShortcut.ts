import { useEffect, type RefObject } from "react";

/** Ctrl+K, or ⌘K on a Mac, focuses the box from anywhere. */
export function useSearchShortcut(input: RefObject<HTMLInputElement>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && /^k$/i.test(event.key)) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [input]);
}
