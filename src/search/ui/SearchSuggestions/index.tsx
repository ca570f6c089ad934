import React, { useEffect } from "react";
import { searchText } from "../../../i18n/search";
import { excerpt } from "../../engine/marks";
import { hitContext, hitLine, kindLabel } from "../../engine/present";
import { footerLink, hitUrl } from "../../engine/url";
import { HitText } from "../HitText";
import type { SearchClient } from "../../client/searchClient";
import { useRankedSearch } from "../../client/useRankedSearch";
import { MAX_SUGGESTIONS } from "./limit";
import * as styles from "./styles.module.css";

/** Suggestion excerpts are cut at 50 characters, the length the old site used. */
const EXCERPT_LENGTH = 50;

export interface SuggestionOption {
  id: string;
  href: string;
}

interface Props {
  /** The search box's dropdown, which the list fills. */
  className: string;
  runtime: SearchClient;
  query: string;
  context?: string;
  listId: string;
  activeIndex: number;
  /** Reports the options in order (so the input can move through them and open one) and the number of hits. */
  onOptions(options: SuggestionOption[], hits: number): void;
  onChoose(href: string): void;
}

let firstMeasured = false;

/** Once per visit: the time from the box's first focus to the first suggestions, which the benchmark reads (docs/quality-gates.md, "The benchmark"). */
function measureFirstSuggestions(): void {
  if (firstMeasured || performance.getEntriesByName("dso-search-focus").length === 0) return;
  firstMeasured = true;
  performance.measure("dso-search-first", "dso-search-focus");
}

/** The suggestion listbox (ARIA 1.2 combobox pattern); the input keeps focus and points at the active option. */
export function SuggestionList({
  className,
  runtime,
  query,
  context,
  listId,
  activeIndex,
  onOptions,
  onChoose,
}: Props) {
  const result = useRankedSearch(runtime, query, context, MAX_SUGGESTIONS);
  const tokens = result ? [...new Set([...result.query.tokens, ...(result.prefix ? [result.prefix] : [])])] : [];
  const options: SuggestionOption[] = (result?.hits ?? []).map((hit, index) => ({
    id: `${listId}-${index}`,
    href: hitUrl(hit.entry.route, hit.entry.anchor, tokens),
  }));
  const footer = result ? footerLink(query, context, result.total) : undefined;
  if (footer) options.push({ id: `${listId}-all`, href: footer.href });
  const signature = options.map((option) => option.href).join("\n");

  useEffect(() => {
    onOptions(options, result?.hits.length ?? 0);
    if ((result?.hits.length ?? 0) > 0) measureFirstSuggestions();
  }, [signature]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!result) return null;
  const option = (index: number) => ({
    id: options[index].id,
    role: "option",
    "aria-selected": index === activeIndex,
    className: `${styles.option} ${index === activeIndex ? styles.active : ""}`,
    // Keep focus in the input; a click opens the option.
    onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
    onClick: () => onChoose(options[index].href),
  });
  return (
    <div className={className}>
      {result.hits.length === 0 && <p className={styles.empty}>{searchText("search.noResults")}</p>}
      {options.length > 0 && (
        <ul id={listId} role="listbox" aria-label={searchText("search.suggestions")} className={styles.listbox}>
          {result.hits.map((hit, index) => (
            // data-href: where the option leads, for the benchmark's relevance figures (bench/lib/search.ts).
            <li key={options[index].id} {...option(index)} data-href={options[index].href}>
              <span className={styles.hitText}>
                <HitText
                  segments={excerpt(
                    hitLine(hit.entry),
                    hit.terms,
                    EXCERPT_LENGTH,
                    hit.entry.kind !== "content" && hit.entry.cut,
                  )}
                />
              </span>
              <span className={styles.hitMeta}>
                <span className={styles.kind}>{kindLabel(hit.entry.kind)}</span>
                <span>{hitContext(hit.entry)}</span>
              </span>
            </li>
          ))}
          {footer && (
            <li {...option(options.length - 1)} className={`${option(options.length - 1).className} ${styles.footer}`}>
              {footer.kind === "all"
                ? searchText("search.seeAll")
                : searchText(footer.kind === "within" ? "search.seeAllWithin" : "search.seeAllOutside", {
                    context: footer.context,
                  })}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
