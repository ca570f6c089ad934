import { useEffect, useMemo, useState } from "react";
import { useFlexSearch } from "react-use-flexsearch";
import type { SearchResult } from "../../lib/search/engine";
import { parseQuery } from "../../lib/search/normalize";
import type { Entry } from "../../lib/search/store";
import type { SearchRuntime } from "./createRuntime";

/**
 * Searches as the query changes: useFlexSearch finds the entries holding every
 * term, the engine ranks them (or tries the last word as a prefix). Each search is
 * measured as `dso-search` with the User Timing API, for the benchmark.
 */
export function useRankedSearch(runtime: SearchRuntime, text: string, context: string | undefined, limit: number): SearchResult | undefined {
  const query = useMemo(() => parseQuery(text), [text]);
  const key = `${query.terms.join(" ")}|${query.lastWord ?? ""}|${context ?? ""}|${limit}`;
  const start = useMemo(() => (typeof performance !== "undefined" ? performance.now() : 0), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const exact = useFlexSearch(query.terms.join(" "), runtime.index, runtime.store, { limit: runtime.engine.entries.length }) as Entry[];
  // useFlexSearch takes the index in an effect, so its first answer is always empty;
  // waiting one commit keeps that empty answer from passing for "no exact match".
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return useMemo(() => {
    if (!ready || !query.lastWord) return undefined;
    const result = runtime.engine.rankQuery(
      query,
      exact.filter(Boolean).map((entry) => entry.id),
      { context, limit },
    );
    if (typeof performance !== "undefined" && performance.measure) performance.measure("dso-search", { start, end: performance.now() });
    return result;
  }, [key, exact, ready]); // eslint-disable-line react-hooks/exhaustive-deps
}

