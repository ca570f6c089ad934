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

interface Scored {
  id: number;
  kind: number;
  score: number;
}

const byKindScoreId = (a: Scored, b: Scored) => a.kind - b.kind || b.score - a.score || a.id - b.id;

/**
 * Orders matches: kind, then BM25 score, then reading order; heading and content
 * hits are pulled up under their page's title hit. Returns the first `limit` ids of
 * that order. A two-letter prefix matches thousands of entries, while the box shows
 * eight: hits are bucketed by page first, and a bucket is scored and sorted only
 * when the order reaches its title (measured in Node at 10× content: "to" matches 9,120
 * entries and took 40–70 ms with a full sort, 6–8 ms now).
 */
export function rank(matches: Match[], stats: RankStats, limit = Infinity): number[] {
  const seen = new Set<number>();
  const scored = (match: Match, kind: EntryKind): Scored => ({ id: match.id, kind: KIND_ORDER[kind], score: bm25(match, stats) });
  const titles: Scored[] = [];
  const sections = new Map<number, Array<{ match: Match; kind: EntryKind }>>();
  const others: Scored[] = [];
  for (const match of matches) {
    if (seen.has(match.id)) continue;
    seen.add(match.id);
    const kind = stats.kindOf(match.id);
    if (kind === "title") titles.push(scored(match, kind));
    else if (kind === "heading" || kind === "content") {
      const page = stats.pageOf(match.id);
      const bucket = sections.get(page);
      if (bucket) bucket.push({ match, kind });
      else sections.set(page, [{ match, kind }]);
    } else others.push(scored(match, kind));
  }
  const sorted = (bucket: Array<{ match: Match; kind: EntryKind }>) => bucket.map(({ match, kind }) => scored(match, kind)).sort(byKindScoreId);

  const ordered: number[] = [];
  titles.sort(byKindScoreId);
  for (const title of titles) {
    if (ordered.length >= limit) break;
    ordered.push(title.id);
    const page = stats.pageOf(title.id);
    const bucket = sections.get(page);
    sections.delete(page);
    if (bucket) for (const hit of sorted(bucket)) ordered.push(hit.id);
  }
  if (ordered.length < limit) {
    // What is left of the sections belongs to pages whose title did not match: ranked by kind with the rest.
    const rest = [...others, ...sorted([...sections.values()].flat())].sort(byKindScoreId);
    for (const hit of rest.slice(0, limit - ordered.length)) ordered.push(hit.id);
  }
  return ordered.slice(0, limit);
}
