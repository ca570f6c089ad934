/**
 * Relevance of a ranking against queries with known right pages (bench/relevance.json): the share
 * whose right page is first (top-1), in the first three (top-3), and the mean reciprocal rank.
 */

/** A route without the base path and trailing slash: `/master/components/` → `/components`. */
export interface RelevanceQuery {
  q: string;
  /** Right pages, as routes under /master/; the first is the best. */
  pages: string[];
  kind: string;
}

export interface RelevanceReport {
  queries: number;
  top1: number;
  top3: number;
  mrr: number;
  /** Queries whose right page is not first, with the first three pages ranked instead. */
  misses: Array<{ q: string; kind: string; want: string[]; got: string[] }>;
}

export function pageKey(route: string): string {
  return route.replace(/^\/master(?=\/)/, "").replace(/\/$/, "") || "/";
}

/** `ranked(q)` gives the page routes of a query's results, best first. */
export function relevance(queries: RelevanceQuery[], ranked: (q: string) => string[]): RelevanceReport {
  let top1 = 0;
  let top3 = 0;
  let reciprocal = 0;
  const misses: RelevanceReport["misses"] = [];
  for (const query of queries) {
    const want = query.pages.map(pageKey);
    const got = [...new Set(ranked(query.q).map(pageKey))];
    const position = got.findIndex((route) => want.includes(route));
    if (position === 0) top1 += 1;
    else misses.push({ q: query.q, kind: query.kind, want, got: got.slice(0, 3) });
    if (position >= 0 && position < 3) top3 += 1;
    if (position >= 0) reciprocal += 1 / (position + 1);
  }
  const share = (count: number) => Math.round((count / queries.length) * 1000) / 1000;
  return { queries: queries.length, top1: share(top1), top3: share(top3), mrr: share(reciprocal), misses };
}
