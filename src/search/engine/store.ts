import { termCount } from "./normalize";

/**
 * The search store as the plugin keeps it (worker/transport.ts packs it into columns for
 * the wire): one compact record per entry, keyed by the entry's numeric id (the
 * FlexSearch ref). Page-level fields (url, breadcrumb) sit on the page's title
 * entry only, and a content entry carries a lead excerpt and its length instead of its whole text: the full text would triple the download
 * (measured: 238 KB gzip for the store alone), and the index already holds every word.
 */
export type KindCode = "t" | "h" | "d" | "k" | "c";

export interface StoredEntry {
  /** Kind: title, heading, description, keywords, content. */
  k: KindCode;
  /** Text; for content, the lead of the section. */
  t: string;
  /** Id of the page's title entry (all but title entries). */
  p?: number;
  /** Route (title entries). */
  u?: string;
  /** Breadcrumb labels joined by BREADCRUMB_SEPARATOR (title entries). */
  b?: string;
  /** `#anchor`, when not the top of the page. */
  h?: string;
  /** Number of index terms in the whole text; for content, of the whole section, not only the lead. */
  n?: number;
  /** 1 when `t` was cut from a longer text. */
  m?: 1;
}

export type RawStore = Record<string, StoredEntry>;

export const BREADCRUMB_SEPARATOR = " › ";

export const KIND_NAMES = { t: "title", h: "heading", d: "description", k: "keywords", c: "content" } as const;
export type EntryKind = (typeof KIND_NAMES)[KindCode];

/** The spec's hit fields of one search entry, as the build writes them. */
export interface SearchEntry {
  kind: EntryKind;
  /** The entry's text. */
  t: string;
  /** The section title: the heading above the text, or the page title. */
  s: string;
  /** The page's route below the base path. */
  u: string;
  /** `#anchor` of the section, or "" for the top of the page. */
  h: string;
  /** Breadcrumb: the navbar item, then the sidebar categories. */
  b: string[];
}

/** An entry with every hit field of the spec (`t`, `s`, `u`, `h`, `b`) filled in. */
export interface Entry extends SearchEntry {
  id: number;
  /** The page title, for showing under non-title hits. */
  page: string;
  /** Id of the page's title entry. */
  pageId: number;
  /** Number of index terms, for BM25's length normalisation. */
  length: number;
  /** True when `t` is only the lead of a longer text. */
  cut: boolean;
}

/**
 * Expands the served store; a record pointing to a missing page, or of an unknown
 * kind, is an error naming the record, since the index and store are built together.
 */
export function expandStore(raw: RawStore): Entry[] {
  // Integer keys list in ascending order (ECMAScript's own-keys order), so no sort is needed.
  const ids = Object.keys(raw).map(Number);
  const entries: Entry[] = [];
  const headings = new Map<string, string>();
  let crumbs: { pageId: number; b: string[] } | undefined;
  for (const id of ids) {
    const record = raw[id];
    const kind = KIND_NAMES[record.k];
    if (!kind) throw new Error(`Search store entry ${id}: unknown kind "${record.k}"`);
    const pageRecord = record.k === "t" ? record : raw[record.p ?? -1];
    if (!pageRecord || pageRecord.k !== "t") throw new Error(`Search store entry ${id}: its page (${record.p}) is missing`);
    const pageId = record.k === "t" ? id : record.p!;
    const h = record.h ?? "";
    if (record.k === "h") headings.set(`${pageId}${h}`, record.t);
    // The section title is never sent: a heading is its own, content takes its heading's, the rest the page title.
    const s = record.k === "h" ? record.t : (h && headings.get(`${pageId}${h}`)) || pageRecord.t;
    // A page's entries follow each other and share its breadcrumb.
    if (crumbs?.pageId !== pageId) crumbs = { pageId, b: pageRecord.b ? pageRecord.b.split(BREADCRUMB_SEPARATOR) : [] };
    entries.push({
      id,
      kind,
      t: record.t,
      s,
      u: pageRecord.u ?? "/",
      h,
      b: crumbs.b,
      page: pageRecord.t,
      pageId,
      length: record.n ?? termCount(record.t),
      cut: record.m === 1,
    });
  }
  return entries;
}
