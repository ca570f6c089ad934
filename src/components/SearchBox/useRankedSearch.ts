import { useEffect, useState } from "react";
import type { SearchResult } from "../../lib/search/engine";
import type { SearchClient } from "./searchClient";

/**
 * Searches as the query changes. The worker finds and ranks the hits (and measures
 * each search as `dso-search`); an answer that arrives after a newer query was
 * asked for is dropped, so the list never goes back to an older query.
 */
export function useRankedSearch(runtime: SearchClient, text: string, context: string | undefined, limit: number): SearchResult | undefined {
  const [result, setResult] = useState<SearchResult>();
  useEffect(() => {
    let current = true;
    runtime.search(text, context, limit).then((found) => current && setResult(found));
    return () => {
      current = false;
    };
  }, [runtime, text, context, limit]);
  return result;
}
