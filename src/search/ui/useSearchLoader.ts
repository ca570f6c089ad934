import { useCallback, useState } from "react";
import type { SearchFiles } from "../client/searchClient";
import { loadSearch, type LoadedSearch } from "./loadSearch";

export type SearchStatus = "idle" | "loading" | "ready" | "failed";

/** Loads search on demand; `load` may be called on every focus and hover, it starts at most once. */
export function useSearchLoader(files: SearchFiles): { status: SearchStatus; loaded?: LoadedSearch; load(): void } {
  const [status, setStatus] = useState<SearchStatus>("idle");
  const [loaded, setLoaded] = useState<LoadedSearch>();
  const load = useCallback(() => {
    if (status === "loading" || status === "ready") return;
    setStatus("loading");
    loadSearch(files).then(
      (result) => {
        setLoaded(result);
        setStatus("ready");
      },
      (error: unknown) => {
        console.error(error);
        setStatus("failed");
      },
    );
  }, [files, status]);
  return { status, loaded, load };
}
