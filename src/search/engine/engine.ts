import {
  asksAboutReleases,
  asksAQuestion,
  asksWhichRelease,
  isNamedRelease,
  joinParticles,
  markParts,
  markVersionOfOther,
  matchWords,
  MAX_COMPOUNDS,
  MAX_PREFIX_TERMS,
  MIN_HEAD,
  oneEditAway,
  releaseIn,
  splitCompound,
  type Vocabulary,
} from "./matching";
import { fold, indexWords, parseQuery, sharesItsStart, term, type QueryTerms } from "./normalize";
import { rank, type RankStats } from "./rank";
import { firstAtLeast } from "./sorted";
import { withSynonyms } from "./synonyms";
import { inContext } from "./url";
import type { Entry, EntryKind } from "./store";

/** The part of a FlexSearch 0.6 index we use: which entries hold a term. */
export interface TermIndex {
  search(query: string, options: { limit: number }): Array<number | string>;
}

export interface Hit {
  entry: Entry;
  /** Index terms this hit matched. */
  terms: string[];
}

export interface SearchResult {
  hits: Hit[];
  /** Total number of hits before the limit. */
  total: number;
  query: QueryTerms;
  /** The prefix the last word was matched with, when the exact pass found nothing. */
  prefix?: string;
}

/**
 * Searching on the served index: FlexSearch finds the entries that hold each term, matching.ts
 * decides which terms stand for each query word, and rank.ts orders the pages. Term statistics
 * come from the store (lengths; term frequencies where it holds the whole text, presence for a
 * content entry whose text was cut) and the index's vocabulary.
 */
export class SearchEngine implements RankStats, Vocabulary {
  /** Entries by id (ids are small integers, so an array). */
  private readonly byId: Entry[] = [];
  private readonly found = new Map<string, number[]>();
  private readonly wordsCache = new Map<number, string[]>();
  private readonly pages: number;
  /** Each page's folded title and keywords. */
  private readonly namesByPage = new Map<number, string[]>();
  /** The release each post announces, by page id. */
  private readonly releases = new Map<number, string>();

  constructor(
    private readonly index: TermIndex,
    readonly entries: Entry[],
    /** The index's posting lists (term → entry ids): its vocabulary, for prefixes, compounds and typos. */
    private readonly postingsByTerm: Record<string, number[]>,
    /** Each kind's average term count, from the store (worker/transport.ts), so no text is counted before the first search. */
    private readonly averageLengths: Partial<Record<EntryKind, number>>,
    /** The vocabulary in sort order, as the transport decodes it (worker/transport.ts, sortedTerms). */
    private readonly terms: readonly string[],
  ) {
    this.pages = entries.filter((entry) => entry.kind === "title").length;
    for (const entry of entries) {
      this.byId[entry.id] = entry;
      const version =
        entry.kind === "title" && entry.route.startsWith("/blog/")
          ? /(\d+\.\d+\.\d+)/.exec(entry.text)?.[1]
          : undefined;
      if (version) this.releases.set(entry.id, version);
      if (entry.kind === "title" || entry.kind === "keywords") {
        const names = entry.kind === "title" ? [entry.text] : entry.text.split(",");
        this.namesByPage.set(entry.pageId, [
          ...(this.namesByPage.get(entry.pageId) ?? []),
          ...names.map((name) => fold(name).trim()),
        ]);
      }
    }
  }

  kindOf(id: number): EntryKind {
    return this.byId[id].kind;
  }
  pageOf(id: number): number {
    return this.byId[id].pageId;
  }
  length(id: number): number {
    const entry = this.byId[id];
    // The store gives a cut text's length; any other is its number of index words.
    return (entry.length ??= this.wordsOf(entry).length);
  }
  averageLength(kind: EntryKind): number {
    return this.averageLengths[kind] ?? 0;
  }
  tf(id: number, indexTerm: string): number {
    const entry = this.byId[id];
    if (entry.cut) return 1;
    // A word's term begins with the word's first two letters (sharesItsStart in normalize.ts), so
    // only the words that begin so are stemmed: stemming every word of every entry a first search
    // touched was most of its time.
    let count = 0;
    for (const word of this.wordsOf(entry)) if (sharesItsStart(word, indexTerm) && term(word) === indexTerm) count += 1;
    // The index is authoritative: a match always counts at least once.
    return Math.max(1, count);
  }

  /** An entry's index words, unstemmed, listed once per entry. */
  private wordsOf(entry: Entry): string[] {
    let found = this.wordsCache.get(entry.id);
    if (!found) this.wordsCache.set(entry.id, (found = indexWords(entry.text)));
    return found;
  }

  private warmed = 0;

  /**
   * Lists and stems the entries' words ahead of need, a slice at a time while `hasTime()`
   * holds, so the first keystrokes do not pay for it. Returns true when done.
   */
  warmUp(hasTime: () => boolean): boolean {
    while (this.warmed < this.entries.length && hasTime()) {
      const entry = this.entries[this.warmed++];
      if (!entry.cut) for (const word of this.wordsOf(entry)) term(word);
    }
    return this.warmed >= this.entries.length;
  }

  /** The entries holding a term, as FlexSearch finds them; kept, as the next keystroke often asks again. */
  postings(indexTerm: string): readonly number[] {
    let ids = this.found.get(indexTerm);
    if (!ids) {
      ids = this.has(indexTerm) ? this.index.search(indexTerm, { limit: this.entries.length }).map(Number) : [];
      this.found.set(indexTerm, ids);
    }
    return ids;
  }
  pageCount(): number {
    return this.pages;
  }
  names(pageId: number): readonly string[] {
    return this.namesByPage.get(pageId) ?? [];
  }
  release(pageId: number): string | undefined {
    return this.releases.get(pageId);
  }

  guides(pageId: number): boolean {
    return !/^\/(components|blog)\//.test(this.byId[pageId].route);
  }

  /** Every term of the index has entries; `in` asks the lazy map without decoding a list (worker/transport.ts). */
  has(indexTerm: string): boolean {
    return indexTerm in this.postingsByTerm;
  }

  /** The `max` most frequent of `found`. */
  private mostFrequent(found: string[], max: number): string[] {
    if (found.length <= max) return found;
    const frequency = (candidate: string) => this.postingsByTerm[candidate]?.length ?? 0;
    return found.sort((a, b) => frequency(b) - frequency(a)).slice(0, max);
  }

  /**
   * Every term starting with `prefix`, by bisection in the sorted vocabulary: they sort from `prefix` up to
   * `prefix` followed by U+FFFF, the highest code unit, which no term holds (splitTerms in flexOptions.ts
   * keeps letters, digits and `-._`).
   */
  private startingWith(prefix: string): string[] {
    return this.terms.slice(firstAtLeast(this.terms, prefix), firstAtLeast(this.terms, `${prefix}\uffff`));
  }

  /** Terms starting with `prefix`, the most frequent first. */
  expand(prefix: string, max = MAX_PREFIX_TERMS): string[] {
    return this.mostFrequent(this.startingWith(prefix), max);
  }

  private readonly compounds = new Map<string, string[]>();

  compoundsOf(part: string, max = MAX_COMPOUNDS): string[] {
    let found = this.compounds.get(part);
    if (!found) {
      // A head is at least MIN_HEAD letters, and the first part is never shorter than its term.
      const candidates = this.startingWith(part).filter((candidate) => candidate.length >= part.length + MIN_HEAD);
      found = this.mostFrequent(
        candidates.filter((candidate) => splitCompound(candidate, this)?.[0] === part),
        max,
      );
      this.compounds.set(part, found);
    }
    return found;
  }

  near(word: string): string[] {
    const found = new Set<string>();
    for (const candidate of oneEditAway(word)) {
      if (this.has(candidate)) found.add(candidate);
      else if (this.has(term(candidate))) found.add(term(candidate));
    }
    return [...found];
  }

  /** Searches and ranks by page (rank.ts); `limit` caps the entries returned. */
  search(text: string, options: { context?: string; limit?: number } = {}): SearchResult {
    const query = parseQuery(text);
    const words = withSynonyms(
      markVersionOfOther(markParts(joinParticles(matchWords(query.tokens, this), text, this), text, this), text),
      this,
    );
    const whole = fold(text).replace(/\s+/g, " ").trim();
    const named = releaseIn(whole);
    const limit = options.limit ?? Infinity;
    const { hits, total } = rank(words, this, {
      whole,
      shown: (pageId) => !options.context || inContext(this.byId[pageId].route, options.context),
      namedReleases:
        named === undefined
          ? undefined
          : [...this.releases].filter(([, version]) => isNamedRelease(version, named)).map(([pageId]) => pageId),
      aboutReleases: asksAboutReleases(whole),
      whichRelease: asksWhichRelease(whole),
      question: asksAQuestion(whole),
      limit,
      // The navbar's eight suggestions show at least three pages.
      perPage: limit <= 8 ? 2 : 4,
    });
    const prefix = words.find((word) => word.prefix)?.prefix;
    return {
      hits: hits.map(({ id, terms: matched }) => ({ entry: this.byId[id], terms: matched })),
      total,
      query,
      ...(prefix ? { prefix } : {}),
    };
  }
}
