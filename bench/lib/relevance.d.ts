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
export function pageKey(route: string): string;
export function relevance(queries: RelevanceQuery[], ranked: (q: string) => string[]): RelevanceReport;
