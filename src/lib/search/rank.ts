import type { EntryKind } from "./store";

/**
 * Ranking (decisions §3, reference-behaviour "Search"): BM25 with k1 = 1.2 and
 * b = 0.75 scores entries within their kind, the kinds come in a fixed order, and
 * heading and content hits are pulled up under their page's title hit.
 */
export const K1 = 1.2;
export const B = 0.75;

export const KIND_ORDER: Record<EntryKind, number> = { title: 0, heading: 1, description: 2, keywords: 3, content: 4 };

/** What BM25 needs to know about the corpus. Statistics are per kind, as each kind is its own index in the reference. */
export interface RankStats {
  kindOf(id: number): EntryKind;
  pageOf(id: number): number;
  /** How often `term` occurs in the entry. */
  tf(id: number, term: string): number;
  /** The entry's length in index terms. */
  length(id: number): number;
  count(kind: EntryKind): number;
  averageLength(kind: EntryKind): number;
  /** Number of entries of `kind` that hold `term`. */
  df(term: string, kind: EntryKind): number;
}

export interface Match {
  id: number;
  /** The index terms this entry matched (a prefix query expands to real terms). */
  terms: string[];
}

/** lunr's idf, which the reference used: never negative, even for a term in every entry. */
export function idf(df: number, count: number): number {
  return Math.log(1 + Math.abs((count - df + 0.5) / (df + 0.5)));
}

export function bm25(match: Match, stats: RankStats): number {
  const kind = stats.kindOf(match.id);
  const count = stats.count(kind);
  const norm = 1 - B + (B * stats.length(match.id)) / (stats.averageLength(kind) || 1);
  let score = 0;
  for (const term of match.terms) {
    const tf = stats.tf(match.id, term);
    if (tf === 0) continue;
    score += (idf(stats.df(term, kind), count) * tf * (K1 + 1)) / (tf + K1 * norm);
  }
  return score;
}

/** Orders matches: kind, then BM25 score, then reading order; then groups heading and content hits under their page's title hit. */
export function rank(matches: Match[], stats: RankStats): number[] {
  const seen = new Set<number>();
  const scored = matches
    .filter((match) => !seen.has(match.id) && seen.add(match.id))
    .map((match) => ({ id: match.id, kind: stats.kindOf(match.id), score: bm25(match, stats) }));
  scored.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.score - a.score || a.id - b.id);

  const titledPages = new Set(scored.filter((hit) => hit.kind === "title").map((hit) => stats.pageOf(hit.id)));
  const grouped = new Map<number, number[]>();
  const groups = (hit: { id: number; kind: EntryKind }) => (hit.kind === "heading" || hit.kind === "content") && titledPages.has(stats.pageOf(hit.id));
  for (const hit of scored) {
    if (!groups(hit)) continue;
    const page = stats.pageOf(hit.id);
    // Pushing, not copying: a short prefix matches hundreds of entries on one page.
    const list = grouped.get(page);
    if (list) list.push(hit.id);
    else grouped.set(page, [hit.id]);
  }
  const ordered: number[] = [];
  for (const hit of scored) {
    if (hit.kind === "title") ordered.push(hit.id, ...(grouped.get(stats.pageOf(hit.id)) ?? []));
    else if (!groups(hit)) ordered.push(hit.id);
  }
  return ordered;
}
