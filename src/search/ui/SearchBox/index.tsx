import React, { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { usePageLocation } from "../../../hooks/usePageLocation";
import { HIGHLIGHT_PARAM } from "../../engine/highlightParam";
import { savesData, type ConnectionHint } from "../../../lib/connection";
import { useSearchFiles } from "../../client/useSearchFiles";
// In this, every page's first bundle, so that the prefetch of the result lists' chunk (in
// loadSearch) hangs off the entry chunk. webpack adds a prefetch step to every chunk load once a
// lazily loaded chunk has prefetch children of its own, and that step leaves a failed load's
// rejection unhandled, which Gatsby answers with a reload (e2e/faults.spec.ts).
import { loadSearch } from "../loadSearch";
import type { EarlyInput } from "./SearchCombobox";
import { SearchHint, SearchLabel, markFirstFocus, SearchInput } from "./SearchField";
import { useSearchShortcut } from "./useSearchShortcut";
import * as styles from "./styles.module.css";

type Combobox = typeof import("./SearchCombobox").default;

const FIRST_INTERACTION = ["pointermove", "pointerdown", "keydown", "wheel"] as const;

/**
 * Runs `task` once, on the visitor's first interaction with the page. A visitor moves the pointer
 * or presses a key well before a search box's focus, and a page that is only read never pays.
 */
function onFirstInteraction(task: () => void): () => void {
  const once = () => {
    stop();
    task();
  };
  const stop = () => FIRST_INTERACTION.forEach((type) => window.removeEventListener(type, once, { capture: true }));
  FIRST_INTERACTION.forEach((type) => window.addEventListener(type, once, { capture: true, passive: true }));
  return stop;
}

/**
 * The navbar search box. Until the visitor first interacts with the page, reaches for the box
 * (focus, hover, Ctrl+K) or the page was opened from a search hit, it is a plain input: the
 * combobox's code is prefetched at idle and loads then, and takes over what was typed and the
 * focus. Search's worker and files load with it, so the first suggestions after focus wait for
 * none of them (docs/decisions/0002-how-search-works.md); on the first interaction not when the
 * visitor saves data or is on 2G.
 */
export function SearchNavbarItem() {
  const files = useSearchFiles();
  const { search } = usePageLocation();
  // A page opened from a search hit: the combobox marks its words, and no search data is needed.
  const highlighted = new URLSearchParams(search).has(HIGHLIGHT_PARAM);
  const input = useRef<HTMLInputElement>(null);
  useSearchShortcut(input);
  const [loaded, setLoaded] = useState<{ Combobox: Combobox; early: EarlyInput }>();
  const loading = useRef(false);
  const submitted = useRef(false);

  const load = () => {
    if (loading.current) return;
    // The combobox shows this load's state; it starts here, with its code (loadSearch keeps one).
    if (!highlighted) loadSearch(files).catch(() => undefined);
    loading.current = true;
    import(/* webpackPrefetch: true */ "./SearchCombobox").then(
      ({ default: Combobox }) => {
        const early = {
          query: input.current?.value ?? "",
          focused: document.activeElement === input.current,
          submitted: submitted.current,
        };
        // At once, in this task: a key pressed before the swap would go to the input being replaced.
        flushSync(() => setLoaded({ Combobox, early }));
      },
      (error: unknown) => {
        // The next focus or hover tries again.
        loading.current = false;
        console.error(error);
      },
    );
  };

  useEffect(
    () =>
      onFirstInteraction(() => {
        if (!savesData((navigator as { connection?: ConnectionHint }).connection)) load();
      }),
    [], // eslint-disable-line react-hooks/exhaustive-deps
  );
  // Checked after every render, so also after each navigation: a page opened from a search hit gets
  // the combobox at once. A visitor may also have focused the box before the page hydrated, unseen
  // by onFocus.
  useEffect(() => {
    if (loaded) return;
    if (document.activeElement === input.current || highlighted) load();
  });

  if (loaded) return <loaded.Combobox files={files} early={loaded.early} />;
  return (
    <div className={styles.searchBox} data-search-state="idle" onMouseEnter={load}>
      <SearchLabel />
      <span className={styles.field}>
        <SearchInput
          inputRef={input}
          expanded={false}
          onFocus={() => {
            markFirstFocus();
            load();
          }}
          onKeyDown={(event) => {
            // Enter before the combobox is here: it opens the search page once it is.
            if (event.key === "Enter") submitted.current = true;
          }}
        />
        <SearchHint />
      </span>
    </div>
  );
}
