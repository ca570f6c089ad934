import type { WordMatch } from "./matching";
import type { EntryKind } from "./store";

/**
 * Ranking by page: a page's score is BM25 over its fields (BM25F), with the title and keywords
 * weighted strongest, then the description and headings, then the text, plus a bonus per query
 * word that the page's own title or keywords hold. Each query word counts once per page, by the
 * best of its alternatives (matching.ts). A page that misses a word keeps the share of the query's
 * idf it matched; an exact match of the whole query with the title or a keyword gets a clear bonus;
 * docs pages outrank release posts unless the query asks about releases, and a question lifts
 * guidance pages. Under each page come its best entries: the title, then matching headings, then
 * matching text (docs/decisions/0030-search-after-the-move-to-100-1-0.md).
 */
export const K1 = 1.2;
export const B = 0.75;
export const FIELD_WEIGHTS: Record<EntryKind, number> = {
  title: 6,
  keywords: 6,
  description: 2,
  heading: 3,
  content: 1,
};
/** Per query word that a page's title or keywords hold: what a name says outweighs any number of mentions. */
export const NAME_BONUS = 3;
/** A keyword is a page's other name: it counts for this share of its title. */
export const KEYWORD_NAME = 0.6;
/** Added to a page whose title or one of whose keywords is the whole query. */
export const EXACT_BONUS = 8;
/** A release post's score against a docs page's, for the same strength of match. */
export const POST_FACTOR = 0.6;
/** A post's lift when the query asks in which release something happened: one post answers it. */
export const WHICH_RELEASE_FACTOR = 4;
/**
 * A guidance page's lift when the query is a question not about releases: questions ask how, why or
 * when, which guidelines and how-to pages explain, while a component's page holds the names asked about.
 */
export const QUESTION_FACTOR = 2;
/** Puts the release a query names above everything. */
export const RELEASE_BONUS = 1000;

/** What ranking needs to know about the entries and pages of the index. */
export interface RankStats {
  kindOf(id: number): EntryKind;
  pageOf(id: number): number;
  /** How often `term` occurs in the entry (at least 1 where the index lists the entry under it). */
  tf(id: number, term: string): number;
  length(id: number): number;
  averageLength(kind: EntryKind): number;
  /** Entry ids under `term`. */
  postings(term: string): readonly number[];
  pageCount(): number;
  /** The page's folded title and keywords, for the exact-match bonus. */
  names(pageId: number): readonly string[];
  /** The release a post announces (`72.0.0`), or undefined for a docs page. */
  release(pageId: number): string | undefined;
  /** Whether the page guides (a guideline, a how-to, a page per role) rather than documents one component or is a blog post. */
  guides(pageId: number): boolean;
}

export interface RankOptions {
  /** Whether a page may be shown at all (it is inside the search context); every page when left out. */
  shown?: (pageId: number) => boolean;
  /** The folded query as typed, for the exact-match bonus. */
  whole: string;
  /** The posts of the release the query names (matching.ts, releaseIn): first, whatever else matched. */
  namedReleases?: readonly number[];
  /** The query asks about releases (matching.ts, asksAboutReleases): posts rank above docs pages that match as well, and names count half. */
  aboutReleases?: boolean;
  /** The query asks in which release something happened (matching.ts, asksWhichRelease): posts rank up further. */
  whichRelease?: boolean;
  /** The query is a question (matching.ts, asksAQuestion): guidance pages rank up unless it asks about releases. */
  question?: boolean;
  /** How many entries at most, and how many under each page besides its title. */
  limit: number;
  perPage: number;
}

export interface RankedHit {
  id: number;
  /** The index terms this entry matched. */
  terms: string[];
}

/** lunr's idf, as the old site's search used: never negative, even for a term on every page. */
export function idf(df: number, count: number): number {
  return Math.log(1 + Math.abs((count - df + 0.5) / (df + 0.5)));
}

/** BM25's saturation of a (weighted, length-normalised) term frequency. */
export const saturate = (tf: number) => (tf * (K1 + 1)) / (tf + K1);

/** An entry's weighted, length-normalised frequency of `term` (BM25F). */
function fieldTf(id: number, term: string, stats: RankStats): number {
  const kind = stats.kindOf(id);
  const norm = 1 - B + (B * stats.length(id)) / (stats.averageLength(kind) || 1);
  return (FIELD_WEIGHTS[kind] * stats.tf(id, term)) / norm;
}

interface PageMatch {
  /** Per query word: the best weighted frequency of its alternatives. */
  perWord: number[];
  /** Per query word: the weight of its best alternative that matched the page's title or a keyword (0: none did). */
  named: number[];
  /** Matching entries and the terms each matched. */
  entries: Map<number, Set<string>>;
}

const emptyMatch = (words: number): PageMatch => ({
  perWord: new Array(words).fill(0),
  named: new Array(words).fill(0),
  entries: new Map(),
});

/** Collects, per page, how strongly each query word matches and which entries it matched. */
export function matchPages(
  words: WordMatch[],
  stats: RankStats,
  shown: (pageId: number) => boolean = () => true,
): Map<number, PageMatch> {
  const pages = new Map<number, PageMatch>();
  words.forEach(({ alternatives }, word) => {
    for (const { terms, weight } of alternatives) {
      // Per page: the weighted frequency of each of the alternative's terms; all must be there.
      const byPage = new Map<number, number[]>();
      terms.forEach((term, position) => {
        for (const id of stats.postings(term)) {
          const pageId = stats.pageOf(id);
          if (!shown(pageId)) continue;
          const sums = byPage.get(pageId) ?? byPage.set(pageId, new Array(terms.length).fill(0)).get(pageId)!;
          sums[position] += fieldTf(id, term, stats);
          let page = pages.get(pageId);
          if (!page) pages.set(pageId, (page = emptyMatch(words.length)));
          const kind = stats.kindOf(id);
          // A name counts as much as the reading that found it in it: the word as typed in full, a
          // part of a longer word or a typo less (their weights, matching.ts). Until 2026-12-07 those two
          // did not count at all, and a typo of a component's name found pages that only mention it.
          const name = kind === "title" ? weight : kind === "keywords" ? weight * KEYWORD_NAME : 0;
          if (name > page.named[word]) page.named[word] = name;
          const matched = page.entries.get(id) ?? page.entries.set(id, new Set()).get(id)!;
          matched.add(term);
        }
      });
      for (const [pageId, sums] of byPage) {
        const value = Math.min(...sums) * weight;
        const page = pages.get(pageId)!;
        if (value > page.perWord[word]) page.perWord[word] = value;
      }
    }
  });
  return pages;
}

/** Orders pages by score and lists each page's title and best entries. */
export function rank(words: WordMatch[], stats: RankStats, options: RankOptions): { hits: RankedHit[]; total: number } {
  if (words.length === 0 && !options.namedReleases?.length) return { hits: [], total: 0 };
  const shown = options.shown ?? (() => true);
  const pages = matchPages(words, stats, shown);
  const named = new Set((options.namedReleases ?? []).filter(shown));
  for (const pageId of named) if (!pages.has(pageId)) pages.set(pageId, emptyMatch(words.length));
  // A word's weight is its idf over pages: words on few pages tell more.
  const documentFrequency = words.map((_, word) => [...pages.values()].filter((page) => page.perWord[word] > 0).length);
  const count = stats.pageCount();
  // An identifier's parts (`label`, `status` of `labelStatus`) add to a page's score, but a page needs only the whole.
  const required = words.filter((word) => !word.optional).length;
  const weights = words.map((word, index) => (word.optional ? 0 : idf(documentFrequency[index], count)));
  const allWeight = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  // A question about releases asks what happened to a component, which its own page does not tell.
  const nameBonus = options.aboutReleases ? NAME_BONUS / 2 : NAME_BONUS;
  const scored: Array<{ pageId: number; score: number }> = [];
  for (const [pageId, page] of pages) {
    let score = 0;
    let matchedWords = 0;
    let matchedWeight = 0;
    let matchedAny = false;
    page.perWord.forEach((tf, word) => {
      if (tf === 0) return;
      matchedAny = true;
      const optional = words[word].optional === true;
      if (!optional) matchedWords += 1;
      matchedWeight += weights[word];
      score += idf(documentFrequency[word], count) * (saturate(tf) + (optional ? 0 : nameBonus * page.named[word]));
    });
    if (!matchedAny && !named.has(pageId)) continue;
    // A page missing a word keeps the share of the query's idf it matched: until 2026-12-07 the square of
    // it, which let pages where every word merely occurs beat the page a word names
    // (docs/decisions/0030-search-after-the-move-to-100-1-0.md).
    score *= matchedWeight / allWeight;
    if (matchedWords === required && stats.names(pageId).includes(options.whole)) score += EXACT_BONUS;
    if (named.has(pageId)) score += RELEASE_BONUS;
    else if (stats.release(pageId) !== undefined)
      score *= options.whichRelease ? WHICH_RELEASE_FACTOR : options.aboutReleases ? 1 / POST_FACTOR : POST_FACTOR;
    if (options.question && !options.aboutReleases && stats.guides(pageId)) score *= QUESTION_FACTOR;
    scored.push({ pageId, score });
  }
  scored.sort((a, b) => b.score - a.score || a.pageId - b.pageId);

  const hits: RankedHit[] = [];
  let total = 0;
  for (const { pageId } of scored) {
    const children = bestEntries(pages.get(pageId)!, pageId, stats);
    total += 1 + children.length;
    if (hits.length >= options.limit) continue;
    const titleTerms = pages.get(pageId)!.entries.get(pageId);
    hits.push({ id: pageId, terms: titleTerms ? [...titleTerms] : [] });
    for (const child of children.slice(0, options.perPage)) if (hits.length < options.limit) hits.push(child);
  }
  return { hits, total };
}

const CHILD_ORDER: Partial<Record<EntryKind, number>> = { heading: 0, content: 1 };

/** A page's matching headings, then its matching text, each the strongest first. */
function bestEntries(page: PageMatch, pageId: number, stats: RankStats): RankedHit[] {
  const children: Array<RankedHit & { order: number; score: number }> = [];
  for (const [id, terms] of page.entries) {
    const order = CHILD_ORDER[stats.kindOf(id)];
    if (id === pageId || order === undefined) continue;
    let score = terms.size * 100;
    for (const term of terms) score += fieldTf(id, term, stats);
    children.push({ id, terms: [...terms], order, score });
  }
  return children
    .sort((a, b) => a.order - b.order || b.score - a.score || a.id - b.id)
    .map(({ id, terms }) => ({ id, terms }));
}
