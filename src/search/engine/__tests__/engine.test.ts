import { readFileSync } from "node:fs";
import path from "node:path";
import { relevance, type RelevanceQuery, type RelevanceReport } from "../../../../bench/lib/relevance";
import { engineFor, page } from "../../__fixtures__/searchFixture";
import { siteCorpus } from "../../__fixtures__/siteCorpus";

/*
 * A fixture corpus, and the orders worked out by hand. Index terms drop stop words and are
 * stemmed (knoppen → knop). Scores are BM25F: per page and query word, the sum over the page's
 * entries of field weight × tf / length norm, saturated, times the word's idf over pages.
 *
 * "knop" is on four of the six pages:
 *   Buttons:    keywords "knop, knoppen" (weight 5, tf 2) and text "Zet knoppen in een groep." (1, tf 1).
 *               Its keyword is the whole query: + EXACT_BONUS. First by far.
 *   Expandable: heading "Knop om uit te klappen" (2, tf 1) and text with "knop" three times (1, tf 3).
 *               About 2 + 3 before length norms: less than Buttons' 10 + 1, and no bonus. Second.
 *   Map Controls: text "De kaart heeft knoppen." (1, tf 1). Third.
 *   The 72.0.0 post: text "De knop kreeg een nieuwe stijl." (1, tf 1), as strong as Map Controls' text,
 *               but a post keeps POST_FACTOR of its score: last.
 * The weights and factors are those of ../rank.ts.
 */
const corpus = [
  page("/blog/2025/05/01/dso-toolkit-72.0.0", "DSO Toolkit v72.0.0", "De knop kreeg een nieuwe stijl.", {
    breadcrumb: ["Blog"],
  }),
  page("/buttons", "Buttons", "## Groepen\n\nZet knoppen in een groep.", { keywords: ["knop", "knoppen"] }),
  page("/expandable", "Expandable", "## Knop om uit te klappen\n\nDe knop opent de inhoud. Een knop, nog een knop."),
  page("/map-controls", "Map Controls", "De kaart heeft knoppen."),
  page("/typografie", "Typografie", "Lettertypen en groottes."),
  page("/verticaal-ritme", "Verticaal ritme", "Het ritmesysteem regelt de ruimte tussen blokken."),
  page("/deprecation", "Deprecation", "We verwijderen een onderdeel pas in een major release."),
  page("/datum", "Datum", "De vaste schrijfwijze voor een datum."),
  page("/teksten", "Teksten", "Schrijf kort. Een wijze les."),
];
const { engine } = engineFor(corpus);
const pagesOf = (query: string) => [...new Set(engine.search(query).hits.map((hit) => hit.entry.route))];

describe("page ranking on the fixture corpus", () => {
  it("ranks pages for knop as worked out above", () => {
    expect(pagesOf("knop")).toEqual([
      "/buttons",
      "/expandable",
      "/map-controls",
      "/blog/2025/05/01/dso-toolkit-72.0.0",
    ]);
    expect(pagesOf("knoppen")).toEqual(pagesOf("knop"));
  });

  it("shows each page's title first, then its matching headings, then its text", () => {
    const hits = engine.search("knop").hits.filter((hit) => hit.entry.route === "/expandable");
    expect(hits.map((hit) => hit.entry.kind)).toEqual(["title", "heading", "content"]);
  });

  it("lets a post outrank docs pages when the query names its release", () => {
    for (const query of ["release 72", "72.0.0", "v72", "versie 72", "dso toolkit 72"])
      expect(pagesOf(query)[0]).toBe("/blog/2025/05/01/dso-toolkit-72.0.0");
  });

  it("matches a compound by its parts and parts by the compound", () => {
    // kaartknoppen is nowhere; kaart and knoppen (knop) are both on Map Controls.
    expect(pagesOf("kaartknoppen")).toEqual(["/map-controls"]);
    // ritmesysteem is in the text; "ritme systeem" joins to it.
    expect(pagesOf("ritmesysteem")).toEqual(["/verticaal-ritme"]);
    expect(pagesOf("ritme systeem")[0]).toBe("/verticaal-ritme");
  });

  it("matches a finished word in the compounds it begins", () => {
    // schrijfwijze (index term schrijfwijz) splits into schrijf and wijze (wijz); wijze ends the
    // compound and does not find it, kort begins none.
    expect(engine.compoundsOf("schrijf")).toEqual(["schrijfwijz"]);
    expect(engine.compoundsOf("wijz")).toEqual([]);
    expect(engine.compoundsOf("kort")).toEqual([]);
    // In "schrijf datum", schrijf is finished: Datum has it in the compound and has datum, so it
    // matches both words and comes first; Teksten has schrijf as such, but not datum.
    expect(pagesOf("schrijf datum")).toEqual(["/datum", "/teksten"]);
    // The last word may still grow while it is typed, so it is not looked for in compounds.
    expect(pagesOf("schrijf")).toEqual(["/teksten"]);
  });

  it("matches a verb form that keeps its -d or -t by the verb", () => {
    // verwijderd stems to itself, verwijderen to verwijder; the text has only the latter.
    expect(pagesOf("verwijderd")).toEqual(["/deprecation"]);
    expect(pagesOf("verwijdert")).toEqual(["/deprecation"]);
  });

  it("finds a word of five or more letters within one edit, but not a shorter one", () => {
    expect(pagesOf("typgrafie")).toEqual(["/typografie"]);
    expect(pagesOf("typografei")).toEqual(["/typografie"]);
    expect(pagesOf("knp")).toEqual([]);
  });

  it("puts pages with every word before pages with some", () => {
    expect(pagesOf("kaart knop")[0]).toBe("/map-controls");
  });

  it("tries the last word as a prefix when nothing matches it exactly", () => {
    const result = engine.search("expand");
    expect(result.prefix).toBe("expand");
    expect(result.hits[0].entry.text).toBe("Expandable");
    expect(engine.search("knop").prefix).toBeUndefined();
    expect(engine.search("k").total).toBe(0);
  });

  it("drops stop words, and finds nothing for nonsense", () => {
    expect(engine.search("the knop").total).toBe(engine.search("knop").total);
    expect(engine.search("de een").total).toBe(0);
    expect(engine.search("qwertyuiop").total).toBe(0);
  });

  it("searches only inside a context when one is given", () => {
    expect([...new Set(engine.search("knop", { context: "expandable" }).hits.map((hit) => hit.entry.route))]).toEqual([
      "/expandable",
    ]);
  });

  it("keeps the navbar's eight suggestions to two entries a page besides its title", () => {
    const hits = engine.search("knop", { limit: 8 }).hits;
    expect(hits.length).toBeLessThanOrEqual(8);
    expect(hits.filter((hit) => hit.entry.route === "/expandable").length).toBeLessThanOrEqual(3);
  });
});

describe("warm-up", () => {
  it("stops when time runs out and resumes where it stopped, without changing results", () => {
    const { engine: fresh } = engineFor(corpus);
    const before = fresh.search("knop").hits.map((hit) => hit.entry.id);
    let budget = 2;
    expect(fresh.warmUp(() => budget-- > 0)).toBe(false);
    expect(fresh.warmUp(() => true)).toBe(true);
    expect(fresh.search("knop").hits.map((hit) => hit.entry.id)).toEqual(before);
  });
});

/**
 * The benchmark's relevance set (bench/relevance.json) against the engine over the real content,
 * in Node: a ranking change that loses relevance fails here. The thresholds sit just under what
 * the engine reaches; raise them when it gets better.
 */
describe("search relevance on bench/relevance.json", () => {
  let report: RelevanceReport;
  beforeAll(() => {
    const { queries } = JSON.parse(
      readFileSync(path.resolve(__dirname, "../../../../bench/relevance.json"), "utf8"),
    ) as { queries: RelevanceQuery[] };
    const { engine: site } = engineFor(siteCorpus());
    report = relevance(queries, (q) => site.search(q, { limit: 100 }).hits.map((hit) => hit.entry.route));
  });

  it("has at least 100 queries", () => {
    expect(report.queries).toBeGreaterThanOrEqual(100);
  });

  it("puts the right page first, in the top 3, and high on average", () => {
    // On failure the message gives the figures and every miss with what ranked above the right page.
    const misses = report.misses.map((miss) => `${miss.q} → ${miss.got.join(", ")} (want ${miss.want[0]})`);
    const verdict = `top-1 ${report.top1} (≥ ${TOP1}), top-3 ${report.top3} (≥ ${TOP3}), MRR ${report.mrr} (≥ ${MRR})\n${misses.join("\n")}`;
    expect(report.top1 >= TOP1 && report.top3 >= TOP3 && report.mrr >= MRR ? "met" : verdict).toBe("met");
  });
});

// 0.95 until the set grew from 125 to 209 queries at 100.1.0 (its first 175 reach 0.966), 0.94
// until it grew to 311, 409, 489 and then 573 on 2026-12-07 (its first 209 reach 0.947, its first 311 0.936),
// 0.91 until it grew to 742 the same day (its first 573 reach 0.914, top-3 0.97, MRR 0.944), 0.90 until
// it grew to 802 (its first 742 reach 0.904, 0.965 and 0.937), 0.895 until the ranking pass of the
// next session (docs/decisions/0030-search-after-the-move-to-100-1-0.md), which reaches 0.919, 0.974 and 0.948,
// and 0.915, 0.97 and 0.945 until the session after, which reaches 0.926, 0.978 and 0.953:
// the newer queries were written from the pages alone, as unseen ones are.
const TOP1 = 0.92;
const TOP3 = 0.975;
const MRR = 0.95;

/**
 * The held-out queries (bench/relevance-holdout.json), never tuned on: only their figures are
 * checked, at what the engine reaches, so a change that loses relevance on unseen queries fails
 * here too. The misses are not printed. The first 72 were written on 2026-11-28, 100 on
 * 2026-12-07 (scored at first sight 0.93 / 0.99), and 84 later that day by a writer asked for less
 * obvious phrasings (0.833 / 0.929 at first sight; 16 more it wrote were already in one of the two
 * files and were left out), and 82 in the next session, after its ranking pass, written the same way
 * (0.878 / 0.963 at first sight; 0.841 / 0.963 with the ranking before the pass; 18 more were
 * already in a file). A fifth round of 100, written the same way with no change to the ranking
 * after it, added 68 (the other 32 were already in a file): 0.897 / 0.971 at first sight, all 100
 * as written 0.91 / 0.97. All 406 reach 0.904 / 0.973.
 */
describe("search relevance on the held-out queries", () => {
  it("keeps its figures", () => {
    const { queries } = JSON.parse(
      readFileSync(path.resolve(__dirname, "../../../../bench/relevance-holdout.json"), "utf8"),
    ) as { queries: RelevanceQuery[] };
    const { engine: site } = engineFor(siteCorpus());
    const report = relevance(queries, (q) => site.search(q, { limit: 100 }).hits.map((hit) => hit.entry.route));
    expect(report.queries).toBeGreaterThanOrEqual(406);
    expect({ top1: report.top1 >= 0.9, top3: report.top3 >= 0.97 }).toEqual({ top1: true, top3: true });
  });
});
