import { parseQuery, term, terms, type QueryTerms } from "./normalize";
import { rank, type RankStats } from "./rank";
import type { Entry, EntryKind } from "./store";

/** The part of a FlexSearch 0.6 index we use: which entries hold every given term. */
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

/** How many real terms a trailing prefix may stand for; the most frequent win. */
export const MAX_PREFIX_TERMS = 20;
/** A single letter stands for too many words to be worth a prefix search. */
export const MIN_PREFIX_LENGTH = 2;

/** A path (below the base path) is inside a search context when it is the context's folder or below it. */
export function inContext(path: string, context: string | undefined): boolean {
  if (!context) return true;
  return path === `/${context}` || path.startsWith(`/${context}/`);
}

/**
 * Searching on the served index: FlexSearch finds the entries that hold every
 * query term, and we rank them with BM25. Term statistics come from the index
 * (document frequencies) and the store (lengths; term frequencies where the store
 * holds the whole text, presence for a content entry whose text was cut).
 */
export class SearchEngine implements RankStats {
  /** Entries by id (ids are small integers, so an array). */
  private readonly byId: Entry[] = [];
  private readonly counts = new Map<EntryKind, number>();
  private readonly lengths = new Map<EntryKind, number>();
  private readonly dfCache = new Map<string, Map<EntryKind, number>>();
  private readonly tfCache = new Map<number, Map<string, number>>();
  private readonly terms: string[];

  constructor(
    private readonly index: TermIndex,
    readonly entries: Entry[],
    /**
     * The index's posting lists (term → entry ids). A prefix stands for up to 20
     * terms; intersecting their lists here takes microseconds, where 40 FlexSearch
     * queries took up to 30 ms a keystroke (measured).
     */
    private readonly postings: Record<string, number[]>,
  ) {
    // Reflect.ownKeys, not Object.keys: the served index decodes lazily (transport.ts), and
    // Object.keys would ask for every term's descriptor (measured: 20 ms in the worker).
    this.terms = (Reflect.ownKeys(postings) as string[]).sort();
    for (const entry of entries) {
      this.byId[entry.id] = entry;
      this.counts.set(entry.kind, (this.counts.get(entry.kind) ?? 0) + 1);
      this.lengths.set(entry.kind, (this.lengths.get(entry.kind) ?? 0) + entry.length);
    }
  }

  entry(id: number): Entry | undefined {
    return this.byId[id];
  }

  /** Ids of entries holding all `terms` (FlexSearch intersects). */
  lookup(queryTerms: string[]): number[] {
    if (queryTerms.length === 0) return [];
    return this.index.search(queryTerms.join(" "), { limit: this.entries.length }).map(Number);
  }

  kindOf(id: number): EntryKind {
    return this.byId[id].kind;
  }
  pageOf(id: number): number {
    return this.byId[id].pageId;
  }
  length(id: number): number {
    return this.byId[id].length;
  }
  count(kind: EntryKind): number {
    return this.counts.get(kind) ?? 0;
  }
  averageLength(kind: EntryKind): number {
    return (this.lengths.get(kind) ?? 0) / (this.count(kind) || 1);
  }
  df(indexTerm: string, kind: EntryKind): number {
    let perKind = this.dfCache.get(indexTerm);
    if (!perKind) {
      perKind = new Map();
      for (const id of this.postings[indexTerm] ?? []) {
        const entryKind = this.kindOf(id);
        perKind.set(entryKind, (perKind.get(entryKind) ?? 0) + 1);
      }
      this.dfCache.set(indexTerm, perKind);
    }
    return perKind.get(kind) ?? 0;
  }
  tf(id: number, indexTerm: string): number {
    const entry = this.byId[id];
    if (entry.cut) return 1;
    let counts = this.tfCache.get(id);
    if (!counts) {
      counts = new Map();
      for (const found of terms(entry.t)) counts.set(found, (counts.get(found) ?? 0) + 1);
      this.tfCache.set(id, counts);
    }
    // The index is authoritative: a match always counts at least once.
    return Math.max(1, counts.get(indexTerm) ?? 0);
  }

  private warmed = 0;

  /**
   * Counts term frequencies ahead of need, a slice at a time while `hasTime()`
   * holds, so the first keystrokes do not pay for stemming. Returns true when done.
   */
  warmUp(hasTime: () => boolean): boolean {
    while (this.warmed < this.entries.length && hasTime()) {
      const entry = this.entries[this.warmed++];
      if (!entry.cut) this.tf(entry.id, "");
    }
    return this.warmed >= this.entries.length;
  }

  /** Terms starting with `prefix`, the most frequent first. */
  expand(prefix: string): string[] {
    let low = 0;
    let high = this.terms.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.terms[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let i = low; i < this.terms.length && this.terms[i].startsWith(prefix); i++) found.push(this.terms[i]);
    if (found.length <= MAX_PREFIX_TERMS) return found;
    const frequency = (candidate: string) => this.postings[candidate]?.length ?? 0;
    return found.sort((a, b) => frequency(b) - frequency(a)).slice(0, MAX_PREFIX_TERMS);
  }

  /**
   * Ranks the exact matches, or, when there are none, tries the last word as a
   * prefix (reference-behaviour "Search"). `exact` is FlexSearch's answer for the terms.
   */
  rankQuery(query: QueryTerms, exact: number[], options: { context?: string; limit?: number } = {}): SearchResult {
    const { context } = options;
    const keep = (id: number) => {
      const entry = this.byId[id];
      return entry !== undefined && (!context || inContext(entry.u, context));
    };
    // Entry id → the index terms it matched.
    const matched = new Map<number, string[]>();
    for (const id of exact) if (keep(id)) matched.set(id, query.terms);
    let prefix: string | undefined;
    if (matched.size === 0 && query.lastWord && query.lastWord.length >= MIN_PREFIX_LENGTH) {
      const lastTerm = term(query.lastWord);
      const others = query.terms.filter((candidate) => candidate !== lastTerm);
      const expansions = new Set([...this.expand(query.lastWord), ...(lastTerm !== query.lastWord ? this.expand(lastTerm) : [])]);
      const withOthers = others.length > 0 ? new Set(this.lookup(others)) : undefined;
      for (const expansion of expansions) {
        const matchTerms = [...others, expansion];
        for (const id of this.postings[expansion] ?? []) {
          if ((withOthers && !withOthers.has(id)) || !keep(id)) continue;
          // An entry matched by several expansions of the prefix is one hit scoring all of them.
          const before = matched.get(id);
          matched.set(id, before ? [...before, expansion] : matchTerms);
        }
      }
      if (matched.size > 0) prefix = query.lastWord;
    }
    const ordered = rank(
      [...matched].map(([id, matchTerms]) => ({ id, terms: matchTerms })),
      this,
      options.limit,
    );
    return {
      hits: ordered.map((id) => ({ entry: this.byId[id], terms: matched.get(id)! })),
      total: matched.size,
      query,
      prefix,
    };
  }

  /** Both passes in one call, without React. */
  search(text: string, options: { context?: string; limit?: number } = {}): SearchResult {
    const query = parseQuery(text);
    return this.rankQuery(query, this.lookup(query.terms), options);
  }
}
