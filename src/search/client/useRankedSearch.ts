import { useLayoutEffect, useState } from "react";
import type { SearchResult } from "../engine/engine";
import type { SearchClient } from "./searchClient";

/**
 * Searches as the query changes. The worker finds and ranks the hits (and measures
 * each search as `dso-search`); an answer that arrives after a newer query was
 * asked for is dropped, so the list never goes back to an older query. The request
 * goes out in a layout effect, before the browser paints, rather than a frame later.
 * (The list renders only in the browser, once search has loaded.)
 */
export function useRankedSearch(
  runtime: SearchClient,
  text: string,
  context: string | undefined,
  limit: number,
): SearchResult | undefined {
  const [result, setResult] = useState<SearchResult>();
  useLayoutEffect(() => {
    let current = true;
    runtime.search(text, context, limit).then((found) => current && setResult(found));
    return () => {
      current = false;
    };
  }, [runtime, text, context, limit]);
  return result;
}
