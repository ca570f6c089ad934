import React, { useEffect, useState } from "react";
import { shellText } from "../../../i18n/shell";
import * as styles from "./styles.module.css";

/**
 * The input's fixed attributes, but its role="combobox" and aria-controls, which each input states
 * itself (so that lint sees the role beside the attributes it requires). The box first renders a plain input (index.tsx) and swaps in the
 * combobox (SearchCombobox.tsx) on first use; both render it with these, so the swap changes nothing
 * a visitor or a screen reader notices.
 */
/** The id of the suggestion list the combobox controls. */
export const SUGGESTIONS_ID = "search-suggestions";

export const searchInputProps = {
  id: "search-input",
  className: styles.input,
  type: "search",
  placeholder: shellText("search.label"),
  autoComplete: "off",
  spellCheck: false,
  "aria-autocomplete": "list",
  "aria-keyshortcuts": "Control+K Meta+K",
} as const;

/** The benchmark times the first suggestions from this mark (bench/lib/search.mjs). */
export function markFirstFocus(): void {
  if (performance.getEntriesByName("dso-search-focus").length === 0) performance.mark("dso-search-focus");
}

export function SearchLabel() {
  return (
    <label htmlFor={searchInputProps.id} className="visually-hidden">
      {shellText("search.label")}
    </label>
  );
}

/** The keyboard shortcut shown in the empty box: ⌘ K on Apple devices, Ctrl K elsewhere. */
export function SearchHint() {
  // Read after hydration, so server and browser render the same first markup.
  const [mac, setMac] = useState(false);
  useEffect(() => setMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)), []);
  const keys = mac ? "⌘ K" : "Ctrl K";
  return (
    <span className={styles.hint} aria-hidden="true" title={shellText("search.shortcut", { keys })}>
      {keys.split(" ").map((key) => (
        <kbd key={key}>{key}</kbd>
      ))}
    </span>
  );
}
