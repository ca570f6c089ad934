import FlexSearch from "flexsearch";
import { SearchEngine, type TermIndex } from "../engine/engine";
import { FLEXSEARCH_OPTIONS, postingsOf } from "../engine/flexOptions";
import { expandStore } from "../engine/store";
import { averageLengths, unpackIndex, unpackStore, type PackedIndex, type PackedStore } from "./transport";

/**
 * FlexSearch, the engine and the ranking over the served files: the chunk the search worker
 * (search.worker.ts) imports when the index is first asked for. Nothing here is in any page's
 * initial load.
 */
export { answer } from "./workerProtocol";

export function createEngine(indexText: string, storeText: string): SearchEngine {
  const payload = unpackIndex(JSON.parse(indexText) as PackedIndex);
  // FlexSearch's bundled types know no options of import and make search a promise; without `async` it answers at once.
  const index = FlexSearch.create(FLEXSEARCH_OPTIONS) as unknown as TermIndex & {
    import(data: unknown, options: { serialize: boolean }): void;
  };
  index.import(payload, { serialize: false });
  const store = JSON.parse(storeText) as PackedStore;
  return new SearchEngine(index, expandStore(unpackStore(store)), postingsOf(payload), averageLengths(store));
}
