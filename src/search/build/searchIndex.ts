import type { SiteConfig } from "../../types/config";
import { FLEXSEARCH_OPTIONS } from "../engine/flexOptions";
import { terms } from "../engine/normalize";
import { BREADCRUMB_SEPARATOR, type EntryKind, type SearchEntry, type StoredEntry } from "../engine/store";
import { pageEntries, type SearchPage } from "./searchEntries";
import { sitePages } from "./sitePages";
import {
  componentApiFor,
  readComponentMetadata,
  type WebComponent,
} from "../../../plugins/content-model/componentApiPages";

/**
 * Configuration of gatsby-plugin-local-search (docs/decisions/0002-how-search-works.md):
 * the plugin builds a FlexSearch 0.6 index over our own index terms (folded, stop words
 * removed, Dutch-stemmed, see src/search/engine/normalize.ts); searchFiles.ts writes both in
 * the compact transport encoding under /static, which the search worker fetches on first use.
 */
export const SEARCH_INDEX_NAME = "site";

/** The index field: the plugin indexes `JSON.stringify({_: "term term …"})`; `_` is no word, so only the terms count. */
const TERMS_FIELD = "_";
/**
 * Longest text kept in the store, per kind: what a hit shows of it. The search page shows up to 100
 * characters of a description. A content entry is a whole section: its hit shows the section's
 * heading, so the store keeps none of its text, which was the largest part of the store
 * (docs/decisions/0030-search-after-the-move-to-100-1-0.md).
 */
export const LEADS: Partial<Record<EntryKind, number>> = { content: 0, description: 100 };

interface IndexedPage {
  title: string;
  description?: string | null;
  route: string;
  sourcePath: string;
  mdx: { body: string };
}

/** What the plugin's query (below) reads: the typed nodes of plugins/content-model/schema.ts. */
export interface SearchQueryResult {
  allDoc: { nodes: Array<IndexedPage & { keywords: readonly string[]; categoryLabels: readonly string[] }> };
  allBlogPost: { nodes: Array<IndexedPage & { mdx: { frontmatter: { keywords?: readonly string[] | null } } }> };
}

export type SearchDocument = StoredEntry & { id: number; [TERMS_FIELD]: string };

/** Cuts a text at a word boundary to at most `max` characters. */
export function lead(text: string, max: number): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  const slice = text.slice(0, max + 1);
  const space = slice.lastIndexOf(" ");
  return { text: (space > max / 2 ? slice.slice(0, space) : text.slice(0, max)).trimEnd(), cut: true };
}

/** Navbar labels that start the breadcrumbs: the docs sidebar's item and the blog's item. */
export function navbarLabels(config: Pick<SiteConfig, "navbar">): { docs: string; blog: string } {
  const docs = config.navbar.items.find((item) => item.type === "docSidebar");
  const blog = config.navbar.items.find((item) => item.type === "default" && "to" in item && item.to === "/blog");
  if (!docs || !("label" in docs) || !docs.label)
    throw new Error('site.config.ts navbar: search breadcrumbs need a "docSidebar" item with a label');
  if (!blog || !("label" in blog) || !blog.label)
    throw new Error('site.config.ts navbar: search breadcrumbs need a "/blog" item with a label');
  return { docs: docs.label, blog: blog.label };
}

/** Every MDX page with its breadcrumb, in the order of their routes. */
export function searchPages(
  data: SearchQueryResult,
  labels: { docs: string; blog: string },
  metadata: WebComponent[],
): SearchPage[] {
  const page = (node: IndexedPage, keywords: readonly string[] | null | undefined, breadcrumb: string[]) => ({
    route: node.route,
    title: node.title,
    description: node.description,
    keywords,
    body: node.mdx.body,
    breadcrumb,
    api: componentApiFor(node.mdx.body, node.sourcePath, metadata),
    sourcePath: node.sourcePath,
  });
  return [
    ...data.allDoc.nodes.map((doc) => page(doc, doc.keywords, [labels.docs, ...doc.categoryLabels])),
    ...data.allBlogPost.nodes.map((post) => ({
      ...page(post, post.mdx.frontmatter.keywords, [labels.blog]),
      headingsOnly: true,
    })),
  ].sort((a, b) => a.route.localeCompare(b.route, "en"));
}

/** A page's entries with their index terms, which are most of the work of an index. */
type PreparedPage = Array<{ entry: SearchEntry; terms: string[] }>;
let preparedPages = new Map<string, PreparedPage>();

/**
 * Each page's entries and terms. `gatsby develop` builds the index again after every edit, which
 * mostly changes one page, so a page that is as it was keeps what the last run worked out (about
 * 0.3 of the 0.5 s the index took per edit here). Only the last run's pages are kept.
 */
function preparedEntries(pages: SearchPage[]): PreparedPage[] {
  const kept = new Map<string, PreparedPage>();
  const prepared = pages.map((page) => {
    const key = JSON.stringify(page);
    const entries =
      kept.get(key) ??
      preparedPages.get(key) ??
      pageEntries(page).map((entry) => ({ entry, terms: terms(entry.text) }));
    kept.set(key, entries);
    return entries;
  });
  preparedPages = kept;
  return prepared;
}

/** Turns pages into the plugin's documents: index terms plus the store record. */
export function searchDocuments(pages: SearchPage[]): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const page of preparedEntries(pages)) {
    const pageId = documents.length;
    for (const { entry, terms: entryTerms } of page) {
      const id = documents.length;
      const record: SearchDocument = { id, [TERMS_FIELD]: entryTerms.join(" "), kind: entry.kind, text: entry.text };
      if (entry.kind === "title") {
        record.route = entry.route;
        record.breadcrumb = entry.breadcrumb.join(BREADCRUMB_SEPARATOR);
      } else record.pageId = pageId;
      if (entry.anchor) record.anchor = entry.anchor;
      const max = LEADS[entry.kind];
      const cut = max === undefined ? undefined : lead(entry.text, max);
      if (cut?.cut) {
        record.text = cut.text;
        record.cut = true;
        // The browser counts the terms of the texts it has; of a cut one, only the build knows them all.
        record.termCount = entryTerms.length;
      }
      documents.push(record);
    }
  }
  return documents;
}

/** The plugin entry for gatsby-config.ts. */
export function localSearchPlugin(config: Pick<SiteConfig, "navbar">) {
  const labels = navbarLabels(config);
  return {
    resolve: "gatsby-plugin-local-search",
    options: {
      name: SEARCH_INDEX_NAME,
      engine: "flexsearch",
      engineOptions: FLEXSEARCH_OPTIONS,
      query: `
        query SearchIndexPages {
          allDoc(filter: { unlisted: { eq: false } }) {
            nodes { title description keywords route sourcePath categoryLabels mdx { body } }
          }
          allBlogPost {
            nodes { title description route sourcePath mdx { body frontmatter { keywords } } }
          }
        }
      `,
      ref: "id",
      index: [TERMS_FIELD],
      store: ["kind", "text", "pageId", "route", "breadcrumb", "anchor", "termCount", "cut"],
      normalizer: ({ data }: { data: SearchQueryResult }) =>
        // Besides the MDX pages, two of src/pages (sitePages.ts); the others (home, 404, search, blog lists) are not indexed.
        searchDocuments([...sitePages(labels.docs), ...searchPages(data, labels, readComponentMetadata())]),
    },
  };
}
