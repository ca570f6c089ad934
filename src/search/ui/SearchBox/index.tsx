import { navigate } from "gatsby";
import React, { useCallback, useEffect, useRef, useState } from "react";
import { siteConfig } from "../../../../site.config";
import { translate } from "../../../i18n/messages";
import { routeOf } from "../../../lib/paths";
import { resultCount } from "../../engine/present";
import { contextOf, searchPageUrl } from "../../engine/url";
import { LoadState } from "../../../components/LoadState";
import type { SuggestionOption } from "../SearchSuggestions";
import { useHighlight } from "./useHighlight";
import { usePageLocation } from "./usePageLocation";
import { useSearchFiles } from "../../client/useSearchFiles";
import { prepareSearchWorker } from "../../client/searchClient";
import { useSearchLoader } from "../useSearchLoader";
import { useSearchShortcut } from "./useSearchShortcut";
import * as styles from "./styles.module.css";

const LIST_ID = "search-suggestions";

/** Runs `task` once the browser is idle (Safari has no requestIdleCallback); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1000);
  return () => window.clearTimeout(handle);
}

/** The navbar search box: a combobox whose search code and data load on first focus or hover. */
export function SearchNavbarItem() {
  const files = useSearchFiles();
  const input = useRef<HTMLInputElement>(null);
  const hint = useSearchShortcut(input);
  const location = usePageLocation();
  const { tokens, clear: clearHighlight } = useHighlight(location);
  const context = contextOf(routeOf(location.pathname, __PATH_PREFIX__), siteConfig.searchContexts);
  const [query, setQuery] = useState("");
  const [focused, setFocused] = useState(false);
  // Focus anywhere in the box, including the retry button of a failed load.
  const [focusWithin, setFocusWithin] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const { status, loaded, load } = useSearchLoader(files);
  useEffect(() => whenIdle(prepareSearchWorker), []);
  const [options, setOptions] = useState<SuggestionOption[]>([]);
  const [hits, setHits] = useState(0);
  const [active, setActive] = useState(-1);

  // A page reached from a hit shows its tokens in the box. On first render, keep
  // what a quick visitor typed before the page hydrated.
  const mounted = useRef(false);
  useEffect(() => {
    const typedEarly = mounted.current ? "" : (input.current?.value ?? "");
    mounted.current = true;
    setQuery(tokens.length > 0 ? tokens.join(" ") : typedEarly);
  }, [tokens]);

  useEffect(() => {
    if (document.activeElement !== input.current) return;
    setFocused(true);
    load();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

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

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setDismissed(false);
      if (count === 0) return;
      setActive((current) => (event.key === "ArrowDown" ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
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
  if (focused && status === "loading") announcement = translate("search.loading");
  else if (open) announcement = hits === 0 ? translate("No results") : resultCount(hits);

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
      <label htmlFor="search-input" className="visually-hidden">
        {translate("Search")}
      </label>
      <span className={styles.field}>
        <input
          ref={input}
          id="search-input"
          className={styles.input}
          type="search"
          role="combobox"
          placeholder={translate("Search")}
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={LIST_ID}
          aria-activedescendant={expanded && active >= 0 ? options[active]?.id : undefined}
          aria-keyshortcuts="Control+K Meta+K"
          aria-busy={status === "loading"}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setDismissed(false);
          }}
          onFocus={() => {
            if (performance.getEntriesByName("dso-search-focus").length === 0) performance.mark("dso-search-focus");
            setFocused(true);
            load();
          }}
          onBlur={() => setFocused(false)}
          onKeyDown={onKeyDown}
        />
        {query === "" && !focused && (
          <span className={styles.hint} aria-hidden="true" title={translate("search.shortcut", { keys: hint })}>
            {hint.split(" ").map((key) => (
              <kbd key={key}>{key}</kbd>
            ))}
          </span>
        )}
        {query !== "" && (
          <button type="button" className={styles.clear} onClick={clear} aria-label={translate("search.clear")}>
            <span aria-hidden="true">✕</span>
          </button>
        )}
      </span>
      {focused && status === "loading" && (
        <div className={styles.dropdown} aria-hidden="true">
          <p className={styles.empty}>
            <span className={styles.spinner} /> {translate("search.loading")}
          </p>
        </div>
      )}
      {focusWithin && status === "failed" && (
        <div className={styles.dropdown}>
          <LoadState failed message={translate("search.failed")} onRetry={retry} />
        </div>
      )}
      {open && loaded && (
        <loaded.module.SuggestionList runtime={loaded.runtime} query={query} context={context} listId={LIST_ID} activeIndex={active} onOptions={onOptions} onChoose={choose} />
      )}
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </div>
  );
}
