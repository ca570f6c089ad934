import { navigate } from "gatsby";
import { useCallback, useEffect, useMemo } from "react";
import { usePageLocation } from "../../../hooks/usePageLocation";
import { highlightTokens, withoutHighlight } from "../../engine/url";

/**
 * Marks the `_highlight` tokens in the article (mark.js, loaded only when a page
 * has them) and offers `clear`, which drops only those parameters from the URL.
 */
export function useHighlight(): { tokens: string[]; clear(): void } {
  const { pathname, route, search, hash } = usePageLocation();
  const tokens = useMemo(() => highlightTokens(search), [search]);
  const key = `${pathname}\n${tokens.join("\n")}`;

  useEffect(() => {
    if (tokens.length === 0) return undefined;
    let cancelled = false;
    let marker: { unmark(): void } | undefined;
    // mark.js and the stemmer load only on a page that has _highlight parameters.
    Promise.all([import("mark.js"), import("../../engine/highlightWords")])
      .then(([{ default: Mark }, { highlightWords }]) => {
        const root = document.querySelector<HTMLElement>("main article") ?? document.querySelector<HTMLElement>("main");
        if (cancelled || !root) return;
        const instance = new Mark(root);
        instance.mark(highlightWords(tokens), {
          className: "search-highlight",
          separateWordSearch: false,
          diacritics: true,
          accuracy: "partially",
        });
        marker = instance;
      })
      .catch((error: unknown) => console.warn("Search highlighting could not load", error));
    return () => {
      cancelled = true;
      marker?.unmark();
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const clear = useCallback(() => {
    if (tokens.length === 0) return;
    void navigate(`${route}${withoutHighlight(search)}${hash}`, { replace: true });
  }, [tokens, route, search, hash]);

  return { tokens, clear };
}
