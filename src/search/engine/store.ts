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

/**
 * Expands the served store; a record pointing to a missing page is an error naming
 * the record, since the index and store are built together.
 */
export function expandStore(raw: RawStore): Entry[] {
  // Integer keys list in ascending order (ECMAScript's own-keys order), so no sort is needed.
  const ids = Object.keys(raw).map(Number);
  const entries: Entry[] = [];
  const headings = new Map<string, string>();
  let crumbs: { pageId: number; breadcrumb: string[] } | undefined;
  for (const id of ids) {
    const record = raw[id];
    const pageRecord = record.kind === "title" ? record : raw[record.pageId ?? -1];
    if (!pageRecord || pageRecord.kind !== "title")
      throw new Error(`Search store entry ${id}: its page (${record.pageId}) is missing`);
    const pageId = record.kind === "title" ? id : record.pageId!;
    const anchor = record.anchor ?? "";
    if (record.kind === "heading") headings.set(`${pageId}${anchor}`, record.text);
    // The section title is never sent: a heading is its own, content takes its heading's, the rest the page title.
    const section =
      record.kind === "heading" ? record.text : (anchor && headings.get(`${pageId}${anchor}`)) || pageRecord.text;
    // A page's entries follow each other and share its breadcrumb.
    if (crumbs?.pageId !== pageId)
      crumbs = { pageId, breadcrumb: pageRecord.breadcrumb ? pageRecord.breadcrumb.split(BREADCRUMB_SEPARATOR) : [] };
    entries.push({
      id,
      kind: record.kind,
      text: record.text,
      section,
      route: pageRecord.route ?? "/",
      anchor,
      breadcrumb: crumbs.breadcrumb,
      page: pageRecord.text,
      pageId,
      length: record.termCount,
      cut: record.cut === true,
    });
  }
  return entries;
}
