import type { HeadProps } from "gatsby";
import React, { useEffect, useState } from "react";
import { siteConfig } from "@site-config";
import { usePageLocation } from "../hooks/usePageLocation";
import { useSearchFiles } from "../search/client/useSearchFiles";
import { useSearchLoader } from "../search/ui/useSearchLoader";
import * as styles from "./search.module.css";
import { LoadState } from "../components/LoadState";
import { Seo } from "../components/Seo";
import { searchText } from "../i18n/search";
import { shellText } from "../i18n/shell";
import { routeOf } from "../lib/paths";
import { readSearchParams, searchPageUrl, wellFormed } from "../search/engine/url";

/** Longest query shown back to the visitor; searching uses at most the first 200 characters anyway. */
const SHOWN_QUERY = 200;

/**
 * /search: reads q, ctx and version; typing replaces the URL
 * (docs/decisions/0004-what-carries-over-from-the-old-site.md).
 */
export default function SearchPage() {
  const files = useSearchFiles();
  const { search, key } = usePageLocation();
  const [params, setParams] = useState<{ q: string; ctx?: string; version?: string }>({ q: "" });
  // The same loader as the navbar box: one load per visit, and "Opnieuw proberen" calls it again.
  const { status, loaded, load } = useSearchLoader(files);

  // Read on arrival, and again when a navigation brings a new address (the navbar box searching from
  // here). Typing replaces the address itself (onChange), which is no navigation: the box leads then.
  useEffect(() => setParams(readSearchParams(search, siteConfig.searchContexts)), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(load, []); // eslint-disable-line react-hooks/exhaustive-deps

  const onChange = (value: string) => {
    const next = { ...params, q: wellFormed(value) };
    setParams(next);
    window.history.replaceState(window.history.state, "", `${__PATH_PREFIX__}${searchPageUrl(next)}`);
  };
  const query = params.q.trim();
  // The number of results, in a polite live region that is on the page from the start (WCAG 4.1.3):
  // it is read out as it changes, and focus stays in the box.
  const [count, setCount] = useState("");
  const shownCount = query && loaded ? count : "";
  const shown = query.length > SHOWN_QUERY ? `${query.slice(0, SHOWN_QUERY)}…` : query;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        {query ? searchText("search.resultsFor", { query: shown }) : searchText("search.page.title")}
      </h1>
      <div className={styles.field}>
        <label htmlFor="search-page-input">{shellText("search.label")}</label>
        <input
          id="search-page-input"
          className={styles.input}
          type="search"
          value={params.q}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
        />
      </div>
      {params.ctx && <p>{searchText("search.page.context", { context: params.ctx })}</p>}
      {!query && <p>{searchText("search.page.invite")}</p>}
      {query && !loaded && (
        <LoadState failed={status === "failed"} message={searchText("search.failed")} onRetry={load} />
      )}
      <p className={styles.count} role="status" aria-live="polite">
        {shownCount}
      </p>
      {query && loaded && (
        <loaded.module.ResultList runtime={loaded.runtime} query={query} context={params.ctx} onCount={setCount} />
      )}
    </div>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title={searchText("search.page.title")}
      description={searchText("search.page.description")}
      path={routeOf(location.pathname, __PATH_PREFIX__)}
      noindex
    />
  );
}
