import { searchText } from "../../i18n/search";
import { BREADCRUMB_SEPARATOR, type Entry, type EntryKind } from "./store";

export function kindLabel(kind: EntryKind): string {
  return searchText(`search.kind.${kind}`);
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
