import FlexSearch from "flexsearch";
import { searchDocuments } from "../build/searchIndex";
import { FLEXSEARCH_OPTIONS, splitTerms } from "../engine/flexOptions";
import type { SearchPage } from "../build/searchEntries";
import type { SearchEngine } from "../engine/engine";
import type { RawStore } from "../engine/store";
import { createEngine } from "../worker/createRuntime";
import { packIndex, packStore, type FlexExport } from "../worker/transport";

/** A served index and store built exactly as the plugin does, for a handful of pages, sent through the transport encoding. */
export function engineFor(pages: SearchPage[]): { engine: SearchEngine; store: RawStore; indexText: string } {
  const documents = searchDocuments(pages);
  const built = FlexSearch.create(FLEXSEARCH_OPTIONS) as unknown as {
    add(id: number, text: string): void;
    export(): string;
  };
  const store: RawStore = {};
  for (const { id, _: indexTerms, ...record } of documents) {
    built.add(id, JSON.stringify({ _: indexTerms }));
    store[id] = JSON.parse(JSON.stringify(record));
  }
  const indexText = built.export();
  const served = JSON.stringify(packIndex(JSON.parse(indexText) as FlexExport));
  return { engine: createEngine(served, JSON.stringify(packStore(store))), store, indexText };
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
