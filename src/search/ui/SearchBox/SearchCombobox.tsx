import { navigate } from "gatsby";
import React, { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { siteConfig } from "@site-config";
import { searchText } from "../../../i18n/search";
import { resultCount } from "../../engine/present";
import { contextOf, searchPageUrl } from "../../engine/url";
import { LoadState } from "../../../components/LoadState";
import type { SuggestionOption } from "../SearchSuggestions";
import { useHighlight } from "./useHighlight";
import { usePageLocation } from "../../../hooks/usePageLocation";
import type { SearchFiles } from "../../client/searchClient";
import { useSearchLoader } from "../useSearchLoader";
import { searchAhead } from "../loadSearch";
import { SearchHint, SearchLabel, markFirstFocus, SearchInput, SUGGESTIONS_ID } from "./SearchField";
import { useSearchShortcut } from "./useSearchShortcut";
import * as styles from "./styles.module.css";

/** What the visitor did in the box before this code arrived (see index.tsx). */
export interface EarlyInput {
  query: string;
  focused: boolean;
  /** Enter was pressed: the search page for the query opens once this code is here. */
  submitted: boolean;
}

/** The navbar search box, once in use: a combobox whose search data load on first focus or hover. */
export default function SearchCombobox({ files, early }: { files: SearchFiles; early: EarlyInput }) {
  const input = useRef<HTMLInputElement>(null);
  useSearchShortcut(input);
  const { route } = usePageLocation();
  const { tokens, clear: clearHighlight } = useHighlight();
  const context = contextOf(route, siteConfig.searchContexts);
  const [query, setQuery] = useState(early.query);
  const [focused, setFocused] = useState(false);
  // Focus anywhere in the box, including the retry button of a failed load.
  const [focusWithin, setFocusWithin] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const { status, loaded, load } = useSearchLoader(files);
  const [options, setOptions] = useState<SuggestionOption[]>([]);
  const [hits, setHits] = useState(0);
  const [active, setActive] = useState(-1);

  // A page reached from a hit shows its tokens in the box. On first render, keep what the visitor
  // typed before this code arrived. Keyed by the text: the tokens are a new array whenever the
  // query string changes, also when that only sets the theme.
  const highlighted = tokens.join(" ");
  const mounted = useRef(false);
  useEffect(() => {
    const typedEarly = mounted.current ? "" : early.query;
    mounted.current = true;
    setQuery(highlighted || typedEarly);
  }, [highlighted]); // eslint-disable-line react-hooks/exhaustive-deps

  // This input replaced the one the visitor focused: take the focus over before the browser handles
  // another key (a layout effect runs within the swap's synchronous commit; a passive one may not).
  useLayoutEffect(() => {
    if (early.focused) input.current?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // What is typed while search loads is searched the moment the worker is ready (loadSearch.ts).
  useEffect(() => {
    if (status === "loading") searchAhead(query, context);
  }, [status, query, context]);

  const open = focused && !dismissed && query.trim() !== "" && status === "ready";
  const expanded = open && options.length > 0;
  const onOptions = useCallback((next: SuggestionOption[], count: number) => {
    setOptions(next);
    setHits(count);
    setActive(-1);
  }, []);

  const choose = (href: string) => {
    setDismissed(true);
    input.current?.blur();
    void navigate(href);
  };

  // Enter pressed before this code arrived (see EarlyInput).
  useEffect(() => {
    if (early.submitted && early.query.trim()) choose(searchPageUrl({ q: early.query, ctx: context }));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setDismissed(false);
      if (count === 0) return;
      setActive((current) =>
        event.key === "ArrowDown" ? (current + 1) % count : current <= 0 ? count - 1 : current - 1,
      );
    } else if (event.key === "Enter") {
      if (expanded && active >= 0) choose(options[active].href);
      else if (query.trim()) choose(searchPageUrl({ q: query, ctx: context }));
    } else if (event.key === "Escape") {
      if (expanded) setDismissed(true);
      else setQuery("");
      setActive(-1);
    }
  };

  const clear = () => {
    setQuery("");
    setActive(-1);
    clearHighlight();
    input.current?.focus();
  };

  const retry = () => {
    load();
    input.current?.focus();
  };

  // A failed load is shown (and announced) by its alert below.
  let announcement = "";
  if (focused && status === "loading") announcement = searchText("search.loading");
  else if (open) announcement = hits === 0 ? searchText("search.noResults") : resultCount(hits);

  return (
    <div
      className={styles.searchBox}
      data-search-state={status}
      // Hovering starts the first load only: after a failure, a pointer passing on its way to
      // "Opnieuw proberen" must not restart the load and pull the button away.
      onMouseEnter={() => status === "idle" && load()}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setFocusWithin(false)}
    >
      <SearchLabel />
      <span className={styles.field}>
        <SearchInput
          inputRef={input}
          expanded={expanded}
          aria-activedescendant={expanded && active >= 0 ? options[active]?.id : undefined}
          aria-busy={status === "loading"}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setDismissed(false);
          }}
          onFocus={() => {
            markFirstFocus();
            setFocused(true);
            load();
          }}
          onBlur={() => setFocused(false)}
          onKeyDown={onKeyDown}
        />
        {query === "" && !focused && <SearchHint />}
        {query !== "" && (
          <button type="button" className={styles.clear} onClick={clear} aria-label={searchText("search.clear")}>
            <span aria-hidden="true">✕</span>
          </button>
        )}
      </span>
      {focused && status === "loading" && (
        <div className={styles.dropdown} aria-hidden="true">
          <p className={styles.empty}>
            <span className="loading-spinner" /> {searchText("search.loading")}
          </p>
        </div>
      )}
      {focusWithin && status === "failed" && (
        <div className={styles.dropdown}>
          <LoadState failed message={searchText("search.failed")} onRetry={retry} />
        </div>
      )}
      {open && loaded && (
        <loaded.module.SuggestionList
          className={styles.dropdown}
          runtime={loaded.runtime}
          query={query}
          context={context}
          listId={SUGGESTIONS_ID}
          activeIndex={active}
          onOptions={onOptions}
          onChoose={choose}
        />
      )}
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </div>
  );
}
