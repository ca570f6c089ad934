import FlexSearch from "flexsearch";
import { searchDocuments } from "../build/searchIndex";
import { FLEXSEARCH_OPTIONS, splitTerms, postingsOf } from "../engine/flexOptions";
import type { SearchPage } from "../build/searchEntries";
import { SearchEngine, type TermIndex } from "../engine/engine";
import { expandStore, type RawStore } from "../engine/store";
import {
  averageLengths,
  packIndex,
  packStore,
  unpackIndex,
  unpackStore,
  type FlexExport,
  type PackedStore,
} from "../worker/transport";

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
  const payload = unpackIndex(JSON.parse(JSON.stringify(packIndex(JSON.parse(indexText) as FlexExport))));
  const index = FlexSearch.create(FLEXSEARCH_OPTIONS) as unknown as TermIndex & {
    import(data: unknown, options: { serialize: boolean }): void;
  };
  index.import(payload, { serialize: false });
  const served = JSON.parse(JSON.stringify(packStore(store))) as PackedStore;
  return {
    engine: new SearchEngine(index, expandStore(unpackStore(served)), postingsOf(payload), averageLengths(served)),
    store,
    indexText,
  };
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
