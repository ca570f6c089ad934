import { BREADCRUMB_SEPARATOR, type Entry, type RawStore } from "../engine/store";

/**
 * The entries a store stands for, computed from its records one by one: the reference the tests hold
 * the transport's one-pass decoder (worker/transport.ts, unpackEntries) and the build to.
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
