import { searchText, type SearchMessageId } from "../../i18n/search";
import type { Entry, EntryKind } from "./store";

/** Kept here rather than imported from store.ts, so the navbar shell does not pull in the stemmer. */
const BREADCRUMB_SEPARATOR = " › ";

const KIND_LABELS: Record<EntryKind, SearchMessageId> = {
  title: "search.kind.title",
  heading: "search.kind.heading",
  description: "search.kind.description",
  keywords: "search.kind.keywords",
  content: "search.kind.content",
};

export function kindLabel(kind: EntryKind): string {
  return searchText(KIND_LABELS[kind]);
}

/**
 * The line under a hit: the breadcrumb for a page hit, the page title for any other
 * (docs/decisions/0002-how-search-works.md, "What is indexed").
 */
export function hitContext(entry: Pick<Entry, "kind" | "breadcrumb" | "page">): string {
  if (entry.kind === "title") return entry.breadcrumb.join(BREADCRUMB_SEPARATOR);
  return entry.page.trim();
}

/** A suggestion's text: a text hit shows its section's heading (the store keeps no section text), any other hit its own text. */
export function hitLine(entry: Pick<Entry, "kind" | "text" | "section">): string {
  return entry.kind === "content" ? entry.section : entry.text;
}

export function resultCount(count: number): string {
  return count === 1 ? searchText("search.count.one") : searchText("search.count.many", { count });
}
