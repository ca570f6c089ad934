import FlexSearch from "flexsearch";
import { SearchEngine, type TermIndex } from "../engine/engine";
import { FLEXSEARCH_OPTIONS, postingsOf } from "../engine/flexOptions";
import {
  averageLengths,
  sortedTerms,
  TRANSPORT_VERSION,
  unpackEntries,
  unpackIndex,
  type PackedIndex,
  type PackedStore,
} from "./transport";

/**
 * FlexSearch, the engine and the ranking over the served files: the chunk the search worker
 * (search.worker.ts) imports as it starts. Nothing here is in any page's initial load.
 */
export { answer } from "./workerProtocol";

export function createEngine(indexText: string, storeText: string): SearchEngine {
  const payload = unpackIndex(JSON.parse(indexText) as PackedIndex, { ids: false });
  // FlexSearch's bundled types know no options of import and make search a promise; without `async` it answers at once.
  const index = FlexSearch.create(FLEXSEARCH_OPTIONS) as unknown as TermIndex & {
    import(data: unknown, options: { serialize: boolean }): void;
  };
  index.import(payload, { serialize: false });
  const store = JSON.parse(storeText) as PackedStore;
  const postings = postingsOf(payload);
  return new SearchEngine(index, unpackEntries(store), postings, averageLengths(store), sortedTerms(postings));
}

/**
 * Queries that take each of the engine's paths once: a short prefix, a plural and a second word, an
 * event name, a version, a typo, and two words written as one with a typo. Run on the real files
 * before the visitor's first search, they leave the engine's code compiled; in a trace a first search
 * took up to 20 ms cold and 2 ms warm (docs/decisions/0002-how-search-works.md).
 */
const WARM_UP_QUERIES = ["kn", "knoppen kleur", "dsoClick", "70.0.0", "klueren", "datepiker"];
/**
 * What warmUpCode runs on the sample page while the files are on their way: all but the two typos.
 * They took most of that warm-up's time, where the files come in fast it held up decoding them, and
 * no first keystroke takes their path.
 */
const SAMPLE_QUERIES = WARM_UP_QUERIES.slice(0, -2);

/**
 * Counts term frequencies ahead of need in short slices, so a search waiting in the worker's queue
 * is answered between them: the first waits at most one slice, and later ones find the counts
 * ready. Then, while `unasked()` (the visitor has not searched yet), the warm-up queries run, one
 * per slice.
 */
export function warmUpEngine(engine: SearchEngine, unasked: () => boolean, next = 0): void {
  const until = performance.now() + 4;
  if (!engine.warmUp(() => performance.now() < until)) setTimeout(() => warmUpEngine(engine, unasked), 0);
  else if (unasked() && next < WARM_UP_QUERIES.length) {
    engine.search(WARM_UP_QUERIES[next], { limit: 8 });
    setTimeout(() => warmUpEngine(engine, unasked, next + 1), 0);
  }
}

/**
 * One page in the served form (transport.ts), with a heading, a cut text, an identifier and a
 * version: every path of decoding and searching. Written out packed, so that the packers stay out
 * of the engine's chunk; __tests__/createRuntime.test.ts packs the page's records and holds these to them.
 */
export const SAMPLE_INDEX: PackedIndex = {
  v: TRANSPORT_VERSION,
  levels: [
    {
      terms: "070 2.0.0 0actie 0click 0dso 3-knop 3click 0kleur 1nop 0meldt 0sind 1tart",
      postings: "3 3 1 3 3 3 3 2 012 3 3 1",
    },
  ],
  ctx: {},
  ids: "0111",
};
export const SAMPLE_STORE: PackedStore = {
  v: TRANSPORT_VERSION,
  k: "tdhC",
  t: "Knop\nEen knop start een actie.\nKleuren\nDe dso-knop meldt dsoClick sinds 70.0.0",
  h: "\n\n\n",
  n: "9",
  u: "/knop",
  b: "Componenten",
  bi: "0",
  a: { t: 1, d: 3, h: 1, c: 9 },
};

/**
 * Decodes and searches the sample page, so that the code of decoding and searching is compiled and its
 * regular expressions built while the real files are still on their way. Cold, that code made
 * decoding and the first search take about twice as long (docs/decisions/0012-what-the-search-files-leave-out-and-when-the-engine-loads.md).
 * Returns the texts of the hits to each of SAMPLE_QUERIES, for the tests.
 */
export function warmUpCode(): string[][] {
  const engine = createEngine(JSON.stringify(SAMPLE_INDEX), JSON.stringify(SAMPLE_STORE));
  return SAMPLE_QUERIES.map((query) => engine.search(query, { limit: 8 }).hits.map((hit) => hit.entry.text));
}
