import { bm25, idf, rank, type RankStats } from "../rank";
import type { EntryKind } from "../store";
import { engineFor, page } from "../__fixtures__/searchFixture";

/*
 * The fixture corpus, with the order for "knop" worked out by hand.
 * Index terms drop stop words (de, een, in, op, om, te, heeft …) and are stemmed
 * (knoppen → knop). Entry ids follow reading order:
 *   0 title "Knop"                      1 heading "Knoppen naast elkaar"
 *   2 content "Zet knoppen naast elkaar in een rij."            terms: zet knop naast elkar rij      (5)
 *   3 title "Kleuren"
 *   4 content "De knop gebruikt de primaire kleur. Een knop valt op."  knop gebruikt primair kleur knop valt (6)
 *   5 title "Formulier"                 6 description "Een formulier met een knop."
 *   7 content "Een formulier heeft een knop om te verzenden."  formulier knop verzend (3)
 * Content statistics: N = 3, avgdl = 14/3, df(knop) = 3, idf = ln(1 + 0.5/3.5) = 0.1335.
 *   4: tf 2, dl 6 → 0.1335 · 2·2.2 / (2 + 1.2·(0.25 + 0.75·6/4.667)) = 0.1335 · 1.273
 *   7: tf 1, dl 3 → 0.1335 · 2.2 / (1 + 1.2·(0.25 + 0.75·3/4.667))     = 0.1335 · 1.171
 *   2: tf 1, dl 5 → 0.1335 · 2.2 / (1 + 1.2·(0.25 + 0.75·5/4.667))     = 0.1335 · 0.971
 * Kind order: title 0, heading 1, description 6, then content 4, 7, 2.
 * Grouping pulls page 0's heading 1 and content 2 under its title 0:
 *   0, 1, 2, 6, 4, 7.
 */
const corpus = [
  page("/knop", "Knop", "## Knoppen naast elkaar\n\nZet knoppen naast elkaar in een rij."),
  page("/kleuren", "Kleuren", "De knop gebruikt de primaire kleur. Een knop valt op."),
  page("/formulier", "Formulier", "Een formulier heeft een knop om te verzenden.", { description: "Een formulier met een knop." }),
];

describe("rank on the fixture corpus", () => {
  const { engine } = engineFor(corpus);
  // Pages are indexed in route order: formulier, kleuren, knop. Map our reading-order names onto ids by text.
  const idOf = (text: string) => engine.entries.find((entry) => entry.t === text)!.id;
  const named = {
    0: idOf("Knop"),
    1: idOf("Knoppen naast elkaar"),
    2: idOf("Zet knoppen naast elkaar in een rij."),
    4: idOf("De knop gebruikt de primaire kleur. Een knop valt op."),
    6: idOf("Een formulier met een knop."),
    7: idOf("Een formulier heeft een knop om te verzenden."),
  };

  it("orders kinds, scores by BM25 and groups under the title, as worked out by hand", () => {
    const ids = engine.search("knop").hits.map((hit) => hit.entry.id);
    expect(ids).toEqual([named[0], named[1], named[2], named[6], named[4], named[7]]);
  });

  it("computes the hand-worked BM25 scores", () => {
    const idfKnop = Math.log(1 + 0.5 / 3.5);
    expect(bm25({ id: named[4], terms: ["knop"] }, engine)).toBeCloseTo(idfKnop * ((2 * 2.2) / (2 + 1.2 * (0.25 + (0.75 * 6) / (14 / 3)))), 10);
    expect(bm25({ id: named[7], terms: ["knop"] }, engine)).toBeCloseTo(idfKnop * (2.2 / (1 + 1.2 * (0.25 + (0.75 * 3) / (14 / 3)))), 10);
  });

  it("finds the stem of an inflected query word", () => {
    expect(engine.search("knoppen").hits.map((hit) => hit.entry.id)[0]).toBe(named[0]);
    expect(engine.search("kleur").hits.map((hit) => hit.entry.t)).toEqual(["Kleuren", "De knop gebruikt de primaire kleur. Een knop valt op."]);
  });

  it("drops stop words from the query, English and Dutch", () => {
    expect(engine.search("the knop").total).toBe(engine.search("knop").total);
    expect(engine.search("de een").total).toBe(0);
  });

  it("tries the last word as a prefix only when nothing matches exactly", () => {
    const result = engine.search("kno");
    expect(result.prefix).toBe("kno");
    expect(result.hits[0].entry.t).toBe("Knop");
    expect(engine.search("knop").prefix).toBeUndefined();
    expect(engine.search("zet kno").hits.map((hit) => hit.entry.t)).toEqual(["Zet knoppen naast elkaar in een rij."]);
  });

  it("does not expand a single letter", () => {
    expect(engine.search("k").total).toBe(0);
    expect(engine.search("kn").prefix).toBe("kn");
  });

  it("requires every query word", () => {
    expect(engine.search("knop kleur").hits.map((hit) => hit.entry.t)).toEqual(["De knop gebruikt de primaire kleur. Een knop valt op."]);
    expect(engine.search("knop qwertyuiop").total).toBe(0);
  });

  it("searches only inside a context when one is given", () => {
    expect(engine.search("knop", { context: "kleuren" }).hits.map((hit) => hit.entry.u)).toEqual(["/kleuren"]);
  });
});

describe("rank with given statistics", () => {
  const kinds = { 1: "content", 2: "content", 3: "title", 4: "heading" } as const;
  const stats: RankStats = {
    kindOf: (id) => kinds[id as 1 | 2 | 3 | 4],
    pageOf: (id) => (id === 2 ? 20 : 10),
    tf: () => 1,
    length: () => 4,
    count: () => 10,
    averageLength: () => 4,
    df: () => 2,
  };

  it("puts kinds first and keeps reading order between equal scores", () => {
    expect(rank([{ id: 2, terms: ["x"] }, { id: 1, terms: ["x"] }, { id: 4, terms: ["x"] }, { id: 3, terms: ["x"] }], stats)).toEqual([3, 4, 1, 2]);
  });

  it("lists an entry once", () => {
    expect(rank([{ id: 2, terms: ["x"] }, { id: 2, terms: ["x"] }], stats)).toEqual([2]);
  });

  it("gives the first `limit` ids of the whole order, for every limit", () => {
    // Pages 10 and 20, each with a title, headings and content, plus entries whose page has no title hit.
    const entries: Record<number, { kind: EntryKind; page: number; tf: number }> = {};
    const kinds: EntryKind[] = ["title", "heading", "description", "keywords", "content"];
    for (let id = 0; id < 60; id++) entries[id] = { kind: kinds[(id * 7) % 5], page: [10, 20, 30][id % 3], tf: 1 + (id % 4) };
    // Only pages 10 and 20 keep their title hit; page 30's sections must rank with the rest.
    const matches = Object.keys(entries)
      .map(Number)
      .filter((id) => !(entries[id].kind === "title" && entries[id].page === 30))
      .map((id) => ({ id, terms: ["x"] }));
    const varied: RankStats = { ...stats, kindOf: (id) => entries[id].kind, pageOf: (id) => entries[id].page, tf: (id) => entries[id].tf };
    const whole = rank(matches, varied);
    expect(whole).toHaveLength(matches.length);
    expect(whole.slice(0, 2).map((id) => entries[id].kind)).toEqual(["title", "heading"]);
    for (let limit = 0; limit <= matches.length + 1; limit++) expect(rank(matches, varied, limit)).toEqual(whole.slice(0, limit));
  });

  it("uses lunr's idf, which never goes negative", () => {
    expect(idf(10, 10)).toBeGreaterThan(0);
    expect(idf(1, 10)).toBeCloseTo(Math.log(1 + 9.5 / 1.5), 12);
  });
});

describe("warm-up", () => {
  it("stops when time runs out and resumes where it stopped, without changing results", () => {
    const { engine } = engineFor(corpus);
    const before = engine.search("knop").hits.map((hit) => hit.entry.id);
    let budget = 2;
    expect(engine.warmUp(() => budget-- > 0)).toBe(false);
    expect(engine.warmUp(() => true)).toBe(true);
    expect(engine.search("knop").hits.map((hit) => hit.entry.id)).toEqual(before);
  });
});
