import { useLoader, type LoadStatus } from "../../hooks/useLoader";
import type { SearchFiles } from "../client/searchClient";
import { loadSearch, type LoadedSearch } from "./loadSearch";

/**
 * Search's load, for the navbar box and the search page. `load` may be called on every focus and
 * hover: it starts at most once, and again only after a failure ("Opnieuw proberen").
 */
export function useSearchLoader(files: SearchFiles): { status: LoadStatus; loaded?: LoadedSearch; load(): void } {
  const { status, value, load } = useLoader(() => loadSearch(files), { onError: (error) => console.error(error) });
  return { status, loaded: value, load };
}
