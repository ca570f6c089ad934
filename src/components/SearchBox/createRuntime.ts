import FlexSearch from "flexsearch";
import { SearchEngine, type TermIndex } from "../../lib/search/engine";
import { FLEXSEARCH_OPTIONS, postingsOf } from "../../lib/search/flexOptions";
import { expandStore, type Entry } from "../../lib/search/store";
import { unpackIndex, unpackStore, type PackedIndex, type PackedStore } from "../../lib/search/transport";

/**
 * The lazily loaded part of search: FlexSearch, the engine and the ranking. Nothing
 * here is in any page's initial load; loadSearch imports it on first focus or hover.
 */
export interface SearchRuntime {
  engine: SearchEngine;
  index: TermIndex;
  /** Entries by id, in the shape useFlexSearch maps results through. */
  store: Record<string, Entry>;
}

export function createRuntime(indexText: string, storeText: string): SearchRuntime {
  const payload = unpackIndex(JSON.parse(indexText) as PackedIndex);
  const index = FlexSearch.create(FLEXSEARCH_OPTIONS as never) as unknown as TermIndex & { import(data: unknown, options: { serialize: boolean }): void };
  index.import(payload, { serialize: false });
  const entries = expandStore(unpackStore(JSON.parse(storeText) as PackedStore));
  const store: Record<string, Entry> = {};
  for (const entry of entries) store[entry.id] = entry;
  return { engine: new SearchEngine(index, entries, postingsOf(payload)), index, store };
}

