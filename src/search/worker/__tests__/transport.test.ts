import FlexSearch from "flexsearch";
import GithubSlugger from "github-slugger";
import { expandStore } from "../../__fixtures__/expandStore";
import { engineFor, page } from "../../__fixtures__/searchFixture";
import { FLEXSEARCH_OPTIONS } from "../../engine/flexOptions";
import type { EntryKind, RawStore } from "../../engine/store";
import {
  averageLengths,
  headingSlug,
  lazyLevel,
  packIds,
  packIndex,
  packNumbers,
  packStore,
  packTerms,
  unpackIds,
  sortedTerms,
  unpackEntries,
  unpackIndex,
  unpackNumbers,
  unpackTerms,
  type FlexExport,
} from "../transport";

const pages = [
  page(
    "/intro",
    "Introductie",
    "Welkom bij de toolkit.\n\n## Knoppen\n\nEen knop start een actie.\n\n### Kleuren\n\nDe kleur volgt het thema.\n\n## Introductie\n\nDezelfde titel als de pagina.",
  ),
  page(
    "/components/accordion",
    "Accordion",
    "Een accordion klapt open.\n\n## Gebruik\n\nGebruik het voor lange teksten.",
    {
      description: "Panelen die openklappen.",
      keywords: ["uitklappen", "paneel"],
      breadcrumb: ["Documentatie", "Componenten"],
    },
  ),
  page("/blog/nieuw", "Nieuw", "Iets over constructor en __proto__ en toString.", { breadcrumb: ["Blog"] }),
];

/** JSON in and out, as the files travel. */
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe("packIds", () => {
  test.each([[[]], [[0]], [[0, 1, 2, 40, 41, 1000, 1031, 123456, 2 ** 40]], [[7, 7]]])("round-trips %j", (ids) => {
    expect(unpackIds(packIds(ids))).toEqual(ids);
  });
  // 10 and 1 are one digit each; 35 = 3 + 1·32 takes two, the first marked as continued (3 + 32 → "z").
  test("writes gaps in 5-bit groups, lowest first", () => expect(packIds([10, 11, 46])).toBe("a1z1"));
  test("numbers need no separators, and need not ascend", () => {
    expect(packNumbers([35, 0, 7])).toBe("z107");
    expect(unpackNumbers("z107")).toEqual([35, 0, 7]);
  });
  test("refuses what is no whole number, and ids that descend", () => {
    expect(() => packIds([1.5])).toThrow(/not a whole number/);
    expect(() => packIds([-1])).toThrow(/not a whole number/);
    expect(() => packIds([5, 3])).toThrow("ids must ascend, 5 comes before 3");
  });
  test("names a character that is no digit, and a number cut short", () => {
    expect(() => unpackIds("a1 ")).toThrow('" " in "a1 " is no digit of the encoding');
    expect(() => unpackIds("a1Z")).toThrow('"a1Z" ends inside a number');
  });
});

describe("packTerms", () => {
  test("writes each term as the length it shares with the one before and the rest", () => {
    expect(packTerms(["knop", "knoppen", "kop", "x"])).toBe("0knop 4pen 1op 0x");
  });
  test.each([[[]], [["a"]], [["ab", "abc", "abd", "b"]], [["a".repeat(80), "a".repeat(81)]]])(
    "round-trips %j",
    (terms) => {
      expect(unpackTerms(packTerms(terms))).toEqual(terms);
    },
  );
  test("names a term that is not front-coded", () =>
    expect(() => unpackTerms("0knop 9x")).toThrow('the term "9x" after "knop" is not front-coded'));
});

describe("index", () => {
  const { indexText } = engineFor(pages);
  const exported = JSON.parse(indexText) as FlexExport;

  test("round-trips FlexSearch's export", () => {
    const back = unpackIndex(wire(packIndex(exported)));
    expect(back[0].map((level) => ({ ...level }))).toEqual(exported[0]);
    expect(back.slice(1)).toEqual(exported.slice(1));
  });

  test("sortedTerms gives a decoded level's terms in sort order, as a plain map's sorted keys", () => {
    const [[level]] = unpackIndex(wire(packIndex(exported)));
    const sorted = Object.keys(exported[0][0]).sort();
    expect(sortedTerms(level)).toEqual(sorted);
    expect(sortedTerms({ zon: [1], appel: [2], Zee: [3] })).toEqual(["Zee", "appel", "zon"]);
  });

  test("terms that name Object members are ordinary terms, present or not", () => {
    const [[level]] = unpackIndex(wire(packIndex(exported)));
    expect(level.constructor).toEqual(exported[0][0].constructor);
    const [[without]] = unpackIndex(wire(packIndex([[{ knop: [1] }], {}, ["@1"]])));
    expect(without.constructor).toBeUndefined();
    expect(without.tostring).toBeUndefined();
  });

  test("the imported index finds what the original finds", () => {
    const index = FlexSearch.create(FLEXSEARCH_OPTIONS) as unknown as {
      import(data: unknown, options: object): void;
      search(query: string): number[];
    };
    // As the worker imports it: without the ids, which FlexSearch does not search by.
    const served = unpackIndex(wire(packIndex(exported)), { ids: false });
    expect(served[2]).toEqual([]);
    index.import(served, { serialize: false });
    const original = FlexSearch.create(FLEXSEARCH_OPTIONS) as unknown as {
      import(text: string): void;
      search(query: string): number[];
    };
    original.import(indexText);
    for (const query of ["knop", "kleur thema", "accordion", "constructor"])
      expect(index.search(query)).toEqual(original.search(query));
  });

  test("decodes a term's list only when it is read", () => {
    // The second list is corrupt: listing the terms and reading the first must not touch it.
    const level = lazyLevel(packTerms(["knop", "tekst"]), "12 1Z");
    expect(Object.keys(level)).toEqual(["knop", "tekst"]);
    expect("tekst" in level).toBe(true);
    expect(level.knop).toEqual([1, 3]);
    expect(() => level.tekst).toThrow(/"1Z" ends inside a number/);
    expect(level.anders).toBeUndefined();
    expect(() => lazyLevel(packTerms(["knop", "tekst"]), "1")).toThrow(/2 terms but 1 posting lists/);
  });

  test("refuses a term with a space and another version", () => {
    expect(() => packIndex([[{ "a b": [1] }], {}, ["@1"]])).toThrow(/space/);
    expect(() => unpackIndex({ ...packIndex(exported), v: 1 as 2 })).toThrow(/version 1/);
  });
});

describe("store", () => {
  const { store } = engineFor(pages);

  test("decodes into the entries the plugin's store stands for", () => {
    const entries = unpackEntries(wire(packStore(store)));
    expect(entries).toEqual(expandStore(store));
    expect(entries.find((entry) => entry.text === "Kleuren")).toMatchObject({
      kind: "heading",
      section: "Kleuren",
      anchor: "#kleuren",
      route: "/intro",
      page: "Introductie",
    });
  });

  test("names an entry that no title entry comes before", () => {
    const packed = packStore({ 0: { kind: "title", text: "A", route: "/a", breadcrumb: "" } });
    expect(() => unpackEntries({ ...packed, k: "c", t: "Tekst" })).toThrow(
      "Search store entry 0: no title entry comes before it",
    );
  });

  test("sends ids, page ids, repeated anchors and anchors a heading's text gives not at all", () => {
    const packed = packStore(store);
    expect(packed.b.split("\n")).toEqual(["Documentatie", "Documentatie › Componenten", "Blog"]);
    expect(JSON.stringify(packed)).not.toContain('"p"');
    expect(packed.h).not.toContain("#knoppen");
  });

  test("sends a heading's anchor when its text does not give it", () => {
    const raw: RawStore = {
      0: { kind: "title", text: "A", route: "/a", breadcrumb: "" },
      1: { kind: "heading", text: "Voorbeeld", pageId: 0, anchor: "#voorbeeld" },
      2: { kind: "heading", text: "Voorbeeld", pageId: 0, anchor: "#voorbeeld-1" },
      3: { kind: "content", text: "Tekst", pageId: 0, anchor: "#voorbeeld-1" },
    };
    const packed = packStore(raw);
    expect(packed.h.split("\n")).toEqual(["", "", "#voorbeeld-1", ""]);
    expect(unpackEntries(wire(packed))).toEqual(expandStore(raw));
  });

  test("headingSlug follows github-slugger for a heading's first use", () => {
    const slugger = new GithubSlugger();
    for (const text of [
      "Wanneer te gebruiken",
      "Met animatie (with-animation)",
      "dso-expandable",
      "Één, twee & drie!",
      "Kleur is nooit de enige aanwijzing",
    ]) {
      expect(headingSlug(text)).toBe(`#${slugger.slug(text)}`);
    }
  });

  test("an entry after a section's content at the page top is not given that section's anchor", () => {
    const raw: RawStore = {
      0: { kind: "title", text: "A", route: "/a", breadcrumb: "Documentatie" },
      1: { kind: "heading", text: "Kop", pageId: 0, anchor: "#kop" },
      2: { kind: "title", text: "B", route: "/b", breadcrumb: "Documentatie" },
      3: { kind: "content", text: "Tekst", pageId: 2, termCount: 3, cut: true },
      4: { kind: "content", text: "Tekst", pageId: 2 },
    };
    expect(unpackEntries(wire(packStore(raw)))).toEqual(expandStore(raw));
  });

  test("sends each kind as one letter, in upper case for a cut text, and names an unknown one", () => {
    const packed = packStore({
      0: { kind: "title", text: "A", route: "/a", breadcrumb: "" },
      1: { kind: "description", text: "B", pageId: 0, termCount: 40, cut: true },
      2: { kind: "keywords", text: "C", pageId: 0 },
      3: { kind: "content", text: "D", pageId: 0, termCount: 3, cut: true },
    });
    expect(packed.k).toBe("tDkC");
    expect(unpackNumbers(packed.n)).toEqual([40, 3]);
    expect(() => unpackEntries({ ...packed, k: "tDkx" })).toThrow('Search store entry 3: unknown kind "x"');
    expect(() => packStore({ 0: { kind: "tekst" as EntryKind, text: "A", route: "/a", breadcrumb: "" } })).toThrow(
      'Search transport: entry 0\'s kind "tekst" has no code',
    );
    expect(() => unpackEntries({ ...packed, k: "tDKC" })).toThrow(
      "Search store entry 3: its text is cut, but no term count is left for it",
    );
  });

  test("sends each kind's average term count, counting the texts it has and taking the counts of cut ones", () => {
    const packed = packStore({
      0: { kind: "title", text: "Knoppen en kleuren", route: "/a", breadcrumb: "" },
      1: { kind: "content", text: "Knop", pageId: 0, termCount: 9, cut: true },
      2: { kind: "content", text: "Een knop", pageId: 0 },
    });
    expect(averageLengths(wire(packed))).toEqual({ title: 2, content: 5 });
    expect(() => averageLengths({ ...packed, a: { x: 1 } })).toThrow(
      'Search store: "x": 1 is no average term count of a kind',
    );
    expect(() => averageLengths({ ...packed, a: undefined as never })).toThrow(
      "the average term counts (a) are missing",
    );
  });

  test("refuses a store the encoding cannot carry", () => {
    expect(() => packStore({ 1: { kind: "title", text: "A", route: "/a", breadcrumb: "" } })).toThrow(/0 is missing/);
    expect(() => packStore({ 0: { kind: "content", text: "A", pageId: 5 } })).toThrow(/follow its page/);
    expect(() => packStore({ 0: { kind: "title", text: "A\nB", route: "/a", breadcrumb: "" } })).toThrow(/spans lines/);
    expect(() => packStore({ 0: { kind: "title", text: "A", route: "/a", breadcrumb: "", cut: true } })).toThrow(
      /term count if and only if its text is cut/,
    );
    expect(() => packStore({ 0: { kind: "title", text: "A", route: "/a", breadcrumb: "", termCount: 1 } })).toThrow(
      /term count if and only if its text is cut/,
    );
  });
});
