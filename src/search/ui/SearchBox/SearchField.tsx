import React, { useEffect, useState } from "react";
import { shellText } from "../../../i18n/shell";
import * as styles from "./styles.module.css";

/** The id of the suggestion list the combobox controls. */
export const SUGGESTIONS_ID = "search-suggestions";
const INPUT_ID = "search-input";

type SearchInputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "role"> & {
  inputRef: React.RefObject<HTMLInputElement>;
  expanded: boolean;
};

/**
 * The box's input. The box first renders a plain input (index.tsx) and swaps in the combobox
 * (SearchCombobox.tsx) on first use; both render this, so the swap changes nothing a visitor or a
 * screen reader notices.
 */
export function SearchInput({ inputRef, expanded, ...rest }: SearchInputProps) {
  return (
    <input
      ref={inputRef}
      id={INPUT_ID}
      className={styles.input}
      type="search"
      role="combobox"
      aria-controls={SUGGESTIONS_ID}
      aria-expanded={expanded}
      placeholder={shellText("search.label")}
      autoComplete="off"
      spellCheck={false}
      aria-autocomplete="list"
      aria-keyshortcuts="Control+K Meta+K"
      {...rest}
    />
  );
}

/** The benchmark times the first suggestions from this mark (bench/lib/search.ts). */
export function markFirstFocus(): void {
  if (performance.getEntriesByName("dso-search-focus").length === 0) performance.mark("dso-search-focus");
}

export function SearchLabel() {
  return (
    <label htmlFor={INPUT_ID} className="visually-hidden">
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
