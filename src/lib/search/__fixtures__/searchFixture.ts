import FlexSearch from "flexsearch";
import { searchDocuments } from "../../../build/searchIndex";
import { FLEXSEARCH_OPTIONS, splitTerms, postingsOf } from "../flexOptions";
import type { SearchPage } from "../../../build/searchEntries";
import { SearchEngine, type TermIndex } from "../engine";
import { expandStore, type RawStore } from "../store";

/** A served index and store built exactly as the plugin does, for a handful of pages. */
export function engineFor(pages: SearchPage[]): { engine: SearchEngine; store: RawStore; indexText: string } {
  const documents = searchDocuments(pages);
  const built = FlexSearch.create(FLEXSEARCH_OPTIONS as never) as unknown as { add(id: number, text: string): void; export(): string };
  const store: RawStore = {};
  for (const { id, _: indexTerms, ...record } of documents) {
    built.add(id, JSON.stringify({ _: indexTerms }));
    store[id] = JSON.parse(JSON.stringify(record));
  }
  const indexText = built.export();
  const index = FlexSearch.create(FLEXSEARCH_OPTIONS as never) as unknown as TermIndex & { import(text: string): void };
  index.import(indexText);
  const vocabulary = postingsOf(JSON.parse(indexText));
  return { engine: new SearchEngine(index, expandStore(store), vocabulary), store, indexText };
}

export const page = (route: string, title: string, body: string, extra: Partial<SearchPage> = {}): SearchPage => ({
  route,
  title,
  body,
  breadcrumb: ["Documentatie"],
  sourcePath: `content/docs${route}.mdx`,
  ...extra,
});

export { splitTerms };
