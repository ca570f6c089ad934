/**
 * What a page fetches ahead of need after its first load: Gatsby's page data for the links in view
 * (and the app data and static query results that come with a page), the script chunks
 * prefetched for the pages or parts the visitor may open next, and the search index and store,
 * which the search box loads on the visitor's first interaction. Pure logic over the recorded
 * requests of afterLoad.ts.
 */
export const KINDS = ["pageData", "appData", "staticQuery", "chunk", "search"] as const;
export type PrefetchKind = (typeof KINDS)[number] | "other";
type Counts = { requests: number; prefetches: number; raw: number; gzip: number };
export type PrefetchSummary = Record<PrefetchKind | "total", Counts>;

/**
 * A request's kind, by its address: Gatsby's page data (`/page-data/…/page-data.json`), app data
 * (`/page-data/app-data.json`), static query results (`/page-data/sq/d/….json`), a script chunk
 * fetched as a prefetch, or the search index or store (`/static/search-….json`); anything else (a story frame, a chunk the page itself loads) is "other".
 */
export function prefetchKind({ url, prefetch }: { url: string; prefetch: boolean }): PrefetchKind {
  const { pathname } = new URL(url);
  if (/\/page-data\/app-data\.json$/.test(pathname)) return "appData";
  if (/\/page-data\/sq\/d\/[^/]+\.json$/.test(pathname)) return "staticQuery";
  if (/\/page-data\/.+\/page-data\.json$/.test(pathname)) return "pageData";
  if (prefetch && /\.js$/.test(pathname)) return "chunk";
  if (/\/static\/search-[^/]+\.json$/.test(pathname)) return "search";
  return "other";
}

/**
 * `entries`: [{ url, raw, gzip, prefetch }] → per kind the number of requests, how many of them
 * went out as prefetches (the rest fetched the same data again, or were loads), and their bytes;
 * `total` adds up the five kinds, without "other".
 */
export function summarizePrefetches(
  entries: Array<{ url: string; raw: number; gzip: number; prefetch: boolean }>,
): PrefetchSummary {
  const summary = Object.fromEntries(
    [...KINDS, "other", "total"].map((kind) => [kind, { requests: 0, prefetches: 0, raw: 0, gzip: 0 }]),
  ) as PrefetchSummary;
  for (const entry of entries) {
    const kind = prefetchKind(entry);
    for (const bucket of kind === "other" ? [summary.other] : [summary[kind], summary.total]) {
      bucket.requests += 1;
      bucket.prefetches += entry.prefetch ? 1 : 0;
      bucket.raw += entry.raw;
      bucket.gzip += entry.gzip;
    }
  }
  return summary;
}

/** Requests for page data, app data or static query results: none may go out under Save-Data. */
export function pageDataRequests(summary: PrefetchSummary): number {
  return summary.pageData.requests + summary.appData.requests + summary.staticQuery.requests;
}
