import { Link } from "gatsby";
import React, { useDeferredValue, useEffect } from "react";
import { excerpt, markWords } from "../../engine/marks";
import { hitContext, hitLine, kindLabel, resultCount } from "../../engine/present";
import { hitUrl } from "../../engine/url";
import { HitText } from "../HitText";
import type { SearchClient } from "../../client/searchClient";
import { useRankedSearch } from "../../client/useRankedSearch";
import * as styles from "./styles.module.css";

export const MAX_RESULTS = 100;
const EXCERPT_LENGTH = 100;

interface Props {
  runtime: SearchClient;
  query: string;
  context?: string;
  /**
   * Receives the number of results as a sentence. The search page shows it in a live region that
   * exists before any result (WCAG 4.1.3), since a region that arrives with its text is often not read.
   */
  onCount: (count: string) => void;
}

/** The search page's result list (lazily loaded with the rest of search). */
export function ResultList({ runtime, query, context, onCount }: Props) {
  // Up to 100 results with their links render as a deferred (interruptible) update, so React
  // yields to the browser between slices instead of blocking the page in one long task.
  const result = useDeferredValue(useRankedSearch(runtime, query, context, MAX_RESULTS));
  const count = result ? resultCount(result.total) : "";
  useEffect(() => onCount(count), [count, onCount]);
  if (!result || result.hits.length === 0) return null;
  const tokens = [...new Set([...result.query.tokens, ...(result.prefix ? [result.prefix] : [])])];
  return (
    <ol className={styles.results}>
      {result.hits.map(({ entry, terms }) => {
        // A section's text is not in the store (src/search/build/searchIndex.ts, LEADS): its heading says where.
        // A description or the keywords are shown under their page's title.
        const showExcerpt = entry.kind === "description" || entry.kind === "keywords";
        const heading = showExcerpt ? entry.page : hitLine(entry);
        return (
          <li key={entry.id} className={styles.result}>
            <h2 className={styles.title}>
              <Link to={hitUrl(entry.route, entry.anchor, tokens)}>
                <HitText segments={markWords(heading, terms)} />
              </Link>
            </h2>
            <p className={styles.meta}>
              <span className={styles.kind}>{kindLabel(entry.kind)}</span> {hitContext(entry)}
            </p>
            {showExcerpt && (
              <p className={styles.excerpt}>
                <HitText segments={excerpt(entry.text, terms, EXCERPT_LENGTH, entry.cut)} />
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
