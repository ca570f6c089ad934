/**
 * The search store as the plugin keeps it (worker/transport.ts packs it into columns for
 * the wire): one record per entry, keyed by the entry's numeric id (the
 * FlexSearch ref). Page-level fields (route, breadcrumb) sit on the page's title
 * entry only, and a content entry carries a lead excerpt and its length instead of its whole
 * text: the full text would make the store several times larger, and the index already holds
 * every word (docs/decisions/0002-how-search-works.md, "What is indexed").
 */
export type EntryKind = "title" | "heading" | "description" | "keywords" | "content";

export interface StoredEntry {
  kind: EntryKind;
  /** Text; for content, the lead of the section. */
  text: string;
  /** Id of the page's title entry (all but title entries). */
  pageId?: number;
  /** Route (title entries). */
  route?: string;
  /** Breadcrumb labels joined by BREADCRUMB_SEPARATOR (title entries). */
  breadcrumb?: string;
  /** `#anchor`, when not the top of the page. */
  anchor?: string;
  /** Number of index terms in the whole text, when `text` is cut from it (the browser counts the others). */
  termCount?: number;
  /** Set when `text` was cut from a longer text. */
  cut?: true;
}

export type RawStore = Record<string, StoredEntry>;

export const BREADCRUMB_SEPARATOR = " › ";

/** The fields a hit shows and links with, of one search entry, as the build writes them. */
export interface SearchEntry {
  kind: EntryKind;
  /** The entry's text. */
  text: string;
  /** The section title: the heading above the text, or the page title. */
  section: string;
  /** The page's route below the base path. */
  route: string;
  /** `#anchor` of the section, or "" for the top of the page. */
  anchor: string;
  /** Breadcrumb: the navbar item, then the sidebar categories. */
  breadcrumb: string[];
}

/** An entry with every hit field filled in. */
export interface Entry extends SearchEntry {
  id: number;
  /** The page title, for showing under non-title hits. */
  page: string;
  /** Id of the page's title entry. */
  pageId: number;
  /** Number of index terms, for BM25's length normalisation: sent for a cut text, counted by the engine for the others. */
  length?: number;
  /** True when `text` is only the lead of a longer text. */
  cut: boolean;
}
