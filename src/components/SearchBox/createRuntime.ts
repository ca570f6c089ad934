import FlexSearch from "flexsearch";
import { SearchEngine, type TermIndex } from "../../lib/search/engine";
import { FLEXSEARCH_OPTIONS, postingsOf } from "../../lib/search/flexOptions";
import { expandStore, type Entry, type RawStore } from "../../lib/search/store";

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
  const payload = JSON.parse(indexText) as unknown;
  const index = FlexSearch.create(FLEXSEARCH_OPTIONS as never) as unknown as TermIndex & { import(data: unknown, options: { serialize: boolean }): void };
  index.import(payload, { serialize: false });
  const entries = expandStore(JSON.parse(storeText) as RawStore);
  const store: Record<string, Entry> = {};
  for (const entry of entries) store[entry.id] = entry;
  return { engine: new SearchEngine(index, entries, postingsOf(payload)), index, store };
}

