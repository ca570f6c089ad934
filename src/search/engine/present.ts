import { translate, type MessageId } from "../../i18n/messages";
import type { Entry, EntryKind } from "./store";

/** Kept here rather than imported from store.ts, so the navbar shell does not pull in the stemmer. */
const BREADCRUMB_SEPARATOR = " › ";

const KIND_LABELS: Record<EntryKind, MessageId> = {
  title: "search.kind.title",
  heading: "search.kind.heading",
  description: "search.kind.description",
  keywords: "search.kind.keywords",
  content: "search.kind.content",
};

export function kindLabel(kind: EntryKind): string {
  return translate(KIND_LABELS[kind]);
}

/**
 * The line under a hit: the breadcrumb for a page hit, the page title for any
 * other; a page under /docs/api-reference/ without a title shows "API Reference"
 * (docs/decisions.md, "How search works", "What is indexed").
 */
export function hitContext(entry: Pick<Entry, "kind" | "breadcrumb" | "page" | "route">): string {
  if (entry.kind === "title") return entry.breadcrumb.join(BREADCRUMB_SEPARATOR);
  if (entry.page.trim()) return entry.page;
  return entry.route.includes("/docs/api-reference/") ? translate("API Reference") : "";
}

export function resultCount(count: number): string {
  return count === 1 ? translate("search.count.one") : translate("search.count.many", { count });
}
