import { useEffect, useState, type RefObject } from "react";

/** Ctrl+K, or ⌘K on a Mac, focuses the box from anywhere; returns the hint to show. */
export function useSearchShortcut(input: RefObject<HTMLInputElement>): string {
  const [mac, setMac] = useState(false);
  useEffect(() => {
    setMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && (event.key === "k" || event.key === "K")) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [input]);
  return mac ? "⌘ K" : "Ctrl K";
}
