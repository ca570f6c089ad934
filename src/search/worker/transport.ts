import { termCount } from "../engine/normalize";
import { firstAtLeast } from "../engine/sorted";
import { BREADCRUMB_SEPARATOR, type Entry, type EntryKind, type RawStore, type StoredEntry } from "../engine/store";

/**
 * How the index and store travel: the plugin's output, re-encoded at build time and decoded in
 * the search worker. Posting lists go as gaps in 6-bit digits under front-coded sorted terms, and
 * the store as columns rather than one record per entry with its keys repeated; lazyLevel then stands in for
 * FlexSearch's own map of term → ids.
 *
 * FlexSearch 0.6's own `export()` and `import()` cannot replace this within today's size and
 * speed: they only write and read that map as JSON, every id in decimal, which makes the files
 * larger and the first suggestions later. Decoding this encoding into plain maps for its import
 * keeps the size but decodes every posting before the first search, which lazyLevel spares.
 * The measurements: docs/decisions/0002-how-search-works.md, "Engine and worker".
 */
export const TRANSPORT_VERSION = 2;

/** FlexSearch 0.6's export without a document: `[levels of term → ids, context map, "@id" keys]`. */
export type FlexExport = [Array<Record<string, number[]>>, unknown, string[]];

export interface PackedIndex {
  v: typeof TRANSPORT_VERSION;
  /** Per resolution level: the sorted terms, front-coded (packTerms), and their posting lists in the same order, each packIds' digits, joined by spaces. */
  levels: Array<{ terms: string; postings: string }>;
  ctx: unknown;
  ids: string;
}

/** 64 characters that need no escaping in JSON and hold no space: one digit is 6 bits. */
const DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_";
/** Each digit's value by its character code, -1 for any other character: decoding reads a code at a time. */
const VALUE_OF_CODE = new Int8Array(128).fill(-1);
for (let value = 0; value < DIGITS.length; value += 1) VALUE_OF_CODE[DIGITS.charCodeAt(value)] = value;
/** The value of the digit at `text[i]`, or -1 where there is none. */
const digitAt = (text: string, i: number) => {
  const code = text.charCodeAt(i);
  return code < 128 ? VALUE_OF_CODE[code] : -1;
};

/**
 * Whole numbers, each in 5-bit groups, lowest first, with the sixth bit marking that another group
 * follows: a number under 32 is one character, and a list needs no separators.
 */
export function packNumbers(values: readonly number[]): string {
  let out = "";
  for (let value of values) {
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Search transport: ${value} is not a whole number`);
    do {
      const low = value % 32;
      value = Math.floor(value / 32);
      out += DIGITS[value > 0 ? low + 32 : low];
    } while (value > 0);
  }
  return out;
}

export function unpackNumbers(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  let scale = 1;
  for (let i = 0; i < text.length; i += 1) {
    const digitValue = digitAt(text, i);
    if (digitValue < 0)
      throw new Error(`Search index: "${text[i]}" in "${text.slice(0, 40)}" is no digit of the encoding`);
    value += (digitValue % 32) * scale;
    if (digitValue >= 32) scale *= 32;
    else {
      values.push(value);
      value = 0;
      scale = 1;
    }
  }
  if (scale !== 1) throw new Error(`Search index: "${text.slice(0, 40)}" ends inside a number`);
  return values;
}

/** Ascending ids as the gaps between them (packNumbers): posting lists ascend in small steps, most under 32. */
export function packIds(ids: readonly number[]): string {
  return packNumbers(
    ids.map((id, i) => {
      if (i > 0 && id < ids[i - 1])
        throw new Error(`Search transport: ids must ascend, ${ids[i - 1]} comes before ${id}`);
      return i === 0 ? id : id - ids[i - 1];
    }),
  );
}

export function unpackIds(text: string): number[] {
  let last = 0;
  return unpackNumbers(text).map((gap) => (last += gap));
}

/** Sorted terms, each written as how many leading characters it shares with the one before (one digit) and the rest. */
export function packTerms(terms: readonly string[]): string {
  return terms
    .map((term, i) => {
      const before = i === 0 ? "" : terms[i - 1];
      let shared = 0;
      while (shared < DIGITS.length - 1 && shared < term.length - 1 && term[shared] === before[shared]) shared += 1;
      return DIGITS[shared] + term.slice(shared);
    })
    .join(" ");
}

export function unpackTerms(text: string): string[] {
  if (text === "") return [];
  let before = "";
  return text.split(" ").map((coded) => {
    const shared = digitAt(coded, 0);
    if (shared < 0 || shared > before.length || coded.length < 2)
      throw new Error(`Search index: the term "${coded}" after "${before}" is not front-coded`);
    return (before = before.slice(0, shared) + coded.slice(1));
  });
}

export function packIndex([levels, ctx, ids]: FlexExport): PackedIndex {
  return {
    v: TRANSPORT_VERSION,
    levels: levels.map((level) => {
      const terms = Object.keys(level).sort();
      const bad = terms.find((term) => term === "" || /\s/.test(term));
      if (bad !== undefined) throw new Error(`Search transport: the term "${bad}" cannot be space-separated`);
      return { terms: packTerms(terms), postings: terms.map((term) => packIds(level[term])).join(" ") };
    }),
    ctx,
    ids: packIds(ids.map((key) => (/^@\d+$/.test(key) ? Number(key.slice(1)) : NaN))),
  };
}

const SORTED_TERMS = new WeakMap<object, readonly string[]>();

/**
 * One level of the index as a map of term → ids that decodes a term's list when it is first read,
 * as a search reads only a few lists (see the top of this file). FlexSearch reads the map as
 * `level[term]`; keys, `in` and spreading work as on a plain object, so the map also stands in
 * for FlexSearch's own.
 * A term such as "constructor" or "__proto__" is an ordinary key, as in FlexSearch's maps.
 */
export function lazyLevel(terms: string, postings: string): Record<string, number[]> {
  // packIndex sorts the terms, so a term is found by bisection without building a table first.
  const sorted = unpackTerms(terms);
  const lists = terms === "" ? [] : postings.split(" ");
  if (lists.length !== sorted.length)
    throw new Error(`Search index: ${sorted.length} terms but ${lists.length} posting lists`);
  const decoded: Array<number[] | undefined> = [];
  const position = (key: string | symbol) => {
    if (typeof key !== "string") return -1;
    const i = firstAtLeast(sorted, key);
    return sorted[i] === key ? i : -1;
  };
  const list = (i: number) => (decoded[i] ??= unpackIds(lists[i]));
  const level = new Proxy(Object.create(null) as Record<string, number[]>, {
    get: (_, key) => {
      const i = position(key);
      return i < 0 ? undefined : list(i);
    },
    has: (_, key) => position(key) >= 0,
    ownKeys: () => [...sorted],
    // An accessor, so that Object.keys, which asks whether each key is enumerable, decodes nothing.
    getOwnPropertyDescriptor: (_, key) => {
      const i = position(key);
      return i < 0 ? undefined : { get: () => list(i), enumerable: true, configurable: true };
    },
  });
  SORTED_TERMS.set(level, sorted);
  return level;
}

/**
 * A level's terms in sort order: for one that lazyLevel decoded, the list it already holds. Listing
 * the map's keys instead took 2 ms in Node even with `Reflect.ownKeys` (`Object.keys` asks for
 * every term's descriptor, which cost 20 ms in the worker; docs/decisions/0002-how-search-works.md).
 */
export function sortedTerms(level: Record<string, number[]>): readonly string[] {
  return SORTED_TERMS.get(level) ?? Object.keys(level).sort();
}

/**
 * FlexSearch's export from the served index. FlexSearch reads the ids only to add, update or remove
 * entries, never to search, so the worker, which only searches, leaves them out (`ids: false`):
 * decoding them and FlexSearch's table of them took about 3 ms in Node before the first search.
 */
export function unpackIndex(packed: PackedIndex, { ids = true } = {}): FlexExport {
  if (packed.v !== TRANSPORT_VERSION)
    throw new Error(`Search index: transport version ${packed.v}, expected ${TRANSPORT_VERSION}`);
  const levels = packed.levels.map(({ terms, postings }) => lazyLevel(terms, postings));
  return [levels, packed.ctx, ids ? unpackIds(packed.ids).map((id) => `@${id}`) : []];
}

/** The kinds of entry; on the wire, each is its first letter. */
const KINDS: readonly EntryKind[] = ["title", "heading", "description", "keywords", "content"];
const KIND_NAMES = new Map(KINDS.map((kind) => [kind[0], kind]));

/**
 * The store as columns, one value per entry in id order. Ids run 0, 1, 2, … and
 * every entry follows its page's title entry, so neither ids nor page ids are sent.
 */
export interface PackedStore {
  v: typeof TRANSPORT_VERSION;
  /** Kind codes, one character per entry; upper case when the entry's text was cut. */
  k: string;
  /** Texts, one line per entry. */
  t: string;
  /**
   * Anchors, one line per entry. For a heading, "" is headingSlug of its text. For any other entry,
   * "" repeats the entry before (a section's content follows its heading) and "#" is the top of the page.
   */
  h: string;
  /** Per entry whose text was cut, in order, the term count of its whole text (packNumbers). */
  n: string;
  /** Routes of the title entries, one line each. */
  u: string;
  /** Distinct breadcrumbs, one line each, and per title entry the index of its own. */
  b: string;
  bi: string;
  /**
   * Per kind code, the average term count of the kind's entries, for BM25: with it the browser
   * counts the terms of an uncut text only when a search first needs them.
   */
  a: Record<string, number>;
}

/**
 * The anchor a heading gets from its text when no heading before it on the page has the same text
 * (github-slugger's rule, as far as the build uses it). packStore sends any other anchor as it is, so
 * this only has to be right for most headings, never for all.
 */
export function headingSlug(text: string): string {
  return `#${text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-")}`;
}

const line = (value: string, what: string, id: number) => {
  if (value.includes("\n")) throw new Error(`Search transport: entry ${id}'s ${what} spans lines`);
  return value;
};

export function packStore(raw: RawStore): PackedStore {
  const records = Object.keys(raw)
    .map(Number)
    .sort((a, b) => a - b)
    .map((id, i) => {
      if (id !== i) throw new Error(`Search transport: store ids must run from 0 without gaps; ${i} is missing`);
      return raw[id];
    });
  const crumbs: string[] = [];
  const pages: StoredEntry[] = [];
  let pageId = -1;
  let previousAnchor = "";
  const anchors: string[] = [];
  records.forEach((record, id) => {
    if (!KINDS.includes(record.kind))
      throw new Error(`Search transport: entry ${id}'s kind "${record.kind}" has no code`);
    if (record.kind === "title") {
      if (record.pageId !== undefined || record.route === undefined || record.breadcrumb === undefined)
        throw new Error(`Search transport: title entry ${id} needs a route and a breadcrumb, and no page id`);
      pageId = id;
      pages.push(record);
      if (!crumbs.includes(record.breadcrumb)) crumbs.push(line(record.breadcrumb, "breadcrumb", id));
      line(record.route, "route", id);
    } else if (record.pageId !== pageId || record.route !== undefined || record.breadcrumb !== undefined) {
      throw new Error(
        `Search transport: entry ${id} must follow its page's title entry (${record.pageId}) and carry no route or breadcrumb`,
      );
    }
    if ((record.cut === true) !== (record.termCount !== undefined))
      throw new Error(`Search transport: entry ${id} must have a term count if and only if its text is cut`);
    const anchor = record.anchor ?? "";
    if (anchor === "#") throw new Error(`Search transport: entry ${id} has an empty anchor`);
    if (record.kind === "heading") anchors.push(anchor === headingSlug(record.text) ? "" : anchor || "#");
    else anchors.push(anchor === previousAnchor ? "" : anchor || "#");
    previousAnchor = anchor;
  });
  return {
    v: TRANSPORT_VERSION,
    k: records.map((record) => (record.cut ? record.kind[0].toUpperCase() : record.kind[0])).join(""),
    t: records.map((record, id) => line(record.text, "text", id)).join("\n"),
    h: anchors.map((anchor, id) => line(anchor, "anchor", id)).join("\n"),
    n: packNumbers(records.flatMap((record) => record.termCount ?? [])),
    u: pages.map((page) => page.route).join("\n"),
    b: crumbs.join("\n"),
    bi: pages.map((page) => crumbs.indexOf(page.breadcrumb!).toString(36)).join(","),
    a: averageCounts(records),
  };
}

function averageCounts(records: StoredEntry[]): Record<string, number> {
  const totals: Record<string, { terms: number; entries: number }> = {};
  for (const record of records) {
    const total = (totals[record.kind[0]] ??= { terms: 0, entries: 0 });
    total.terms += record.termCount ?? termCount(record.text);
    total.entries += 1;
  }
  return Object.fromEntries(
    Object.entries(totals).map(([code, { terms, entries }]) => [code, Math.round((terms / entries) * 1000) / 1000]),
  );
}

/** The store's average term count per kind (PackedStore `a`). */
export function averageLengths(packed: PackedStore): Partial<Record<EntryKind, number>> {
  if (typeof packed.a !== "object" || packed.a === null)
    throw new Error("Search store: the average term counts (a) are missing");
  return Object.fromEntries(
    Object.entries(packed.a).map(([code, average]) => {
      if (!KIND_NAMES.has(code) || typeof average !== "number")
        throw new Error(`Search store: "${code}": ${average} is no average term count of a kind`);
      return [KIND_NAMES.get(code), average];
    }),
  );
}

/**
 * The store decoded straight into the engine's entries, in one pass: each entry gets its page's
 * route, title and breadcrumb, and its section's title (a heading is its own, content takes its
 * heading's, the rest the page's). The section title is never sent.
 */
export function unpackEntries(packed: PackedStore): Entry[] {
  if (packed.v !== TRANSPORT_VERSION)
    throw new Error(`Search store: transport version ${packed.v}, expected ${TRANSPORT_VERSION}`);
  const texts = packed.t.split("\n");
  const anchors = packed.h.split("\n");
  const counts = unpackNumbers(packed.n);
  let cut = 0;
  const routes = packed.u.split("\n");
  const crumbs = packed.b.split("\n").map((crumb) => (crumb ? crumb.split(BREADCRUMB_SEPARATOR) : []));
  const crumbOf = packed.bi.split(",");
  const entries: Entry[] = [];
  let page = -1;
  let title = { id: -1, text: "", route: "/", breadcrumb: [] as string[] };
  let headings = new Map<string, string>();
  let anchor = "";
  for (let id = 0; id < packed.k.length; id++) {
    const code = packed.k[id];
    const kind = KIND_NAMES.get(code.toLowerCase());
    if (!kind) throw new Error(`Search store entry ${id}: unknown kind "${code}"`);
    const text = texts[id];
    if (kind === "title") {
      page++;
      title = { id, text, route: routes[page] ?? "/", breadcrumb: crumbs[parseInt(crumbOf[page], 36)] ?? [] };
      headings = new Map();
    } else if (title.id < 0) throw new Error(`Search store entry ${id}: no title entry comes before it`);
    if (kind === "heading" && anchors[id] === "") anchor = headingSlug(text);
    else if (anchors[id] !== "") anchor = anchors[id] === "#" ? "" : anchors[id];
    if (kind === "heading") headings.set(anchor, text);
    const isCut = code !== code.toLowerCase();
    const length = isCut ? counts[cut++] : undefined;
    if (isCut && length === undefined)
      throw new Error(`Search store entry ${id}: its text is cut, but no term count is left for it`);
    entries.push({
      id,
      kind,
      text,
      section: kind === "heading" ? text : (anchor && headings.get(anchor)) || title.text,
      route: title.route,
      anchor,
      breadcrumb: title.breadcrumb,
      page: title.text,
      pageId: title.id,
      length,
      cut: isCut,
    });
  }
  return entries;
}
