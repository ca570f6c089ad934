import type { PrefetchSummary } from "../prefetch";
import { checkBudgets, formatMarkdown, range, type BenchResults } from "../report";
import type { Totals } from "../weight";

/** Every field optional, at every depth. */
type DeepPartial<T> = T extends object ? { [Key in keyof T]?: DeepPartial<T[Key]> } : T;

/**
 * The report reads results.json files of earlier bench versions too, in which any figure may be missing
 * (report.ts, `Maybe`), so each fixture gives only the figures its test is about.
 */
type Fixture = DeepPartial<BenchResults>;
const asResults = (fixture: Fixture) => fixture as BenchResults;

type Counts = PrefetchSummary["total"];

const totals = (raw: number, gzip: number, files = 1): Totals => ({ raw, gzip, files });
const page = (jsGzip: number) => ({
  status: 200,
  html: totals(40000, 9000),
  js: totals(250000, jsGzip, 5),
  css: totals(20000, 5000),
  font: totals(0, 0, 0),
  data: totals(3000, 1000),
  prefetched: totals(0, 0, 0),
});
const scores = (performance: number, rest = 100) => ({
  performance,
  accessibility: rest,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1200,
  tbtMs: 10,
  cls: 0,
});

function results(overrides: Fixture = {}): BenchResults {
  return asResults({
    date: "2026-11-22T00:00:00Z",
    machine: { cpus: 2, node: "v20" },
    commit: "abc1234",
    build: { scale: 1, seconds: 50, pages: 130, sitemapUrls: 128, peakTreeMB: 1900, maxProcessMB: 1000 },
    pages: {
      "/master/components/accordion": page(80 * 1024),
      "/master/blog": { unavailable: "the site has no such page yet" },
    },
    searchIndex: { unavailable: "none" },
    search: { unavailable: "no box" },
    lighthouse: { runs: 3, mobile: { "/master/": scores(98) }, desktop: { "/master/": scores(100) } },
    scale: {
      10: {
        build: { seconds: 400 },
        search: { keystroke: { p95: 12 } },
        jsBeforeInteraction: { "/master/": totals(300000, 102400, 5) },
      },
    },
    ...overrides,
  });
}

describe("checkBudgets", () => {
  it("passes figures within the budgets", () => {
    const budgets = checkBudgets(results());
    expect(budgets.filter((budget) => budget.pass !== true)).toEqual([]);
    expect(budgets.map((budget) => budget.name)).toEqual(
      expect.arrayContaining([
        "Cold build at 1×",
        "Build time 10× ÷ 1× (linear or better)",
        "Search keystroke p95 at 10×",
        "Lighthouse mobile performance, /master/",
      ]),
    );
  });

  it("fails each budget that is missed, and marks missing figures unavailable", () => {
    const missed = checkBudgets(
      results({
        build: { scale: 1, seconds: 61 },
        pages: { "/master/components/accordion": page(91 * 1024) },
        lighthouse: { runs: 3, mobile: { "/master/": scores(94, 98) }, desktop: {} },
        scale: { 10: { build: { seconds: 700 }, search: { unavailable: "no box" } } },
      }),
    );
    const verdict = Object.fromEntries(missed.map((budget) => [budget.name, budget.pass]));
    expect(verdict).toMatchObject({
      "JS before interaction, gzip, /master/components/accordion": false,
      "Lighthouse mobile performance, /master/": false,
      "Lighthouse mobile accessibility, /master/": false,
      "Cold build at 1×": false,
      "Build time 10× ÷ 1× (linear or better)": false,
      "Search keystroke p95 at 10×": null,
    });
  });

  it("holds every measured page to FCP ≤ 900 ms and CLS ≤ 0.01, and the page with working examples to 90 KB of JS", () => {
    const slow = { ...scores(99), fcpMs: 1204, cls: 0.02 };
    const stories = "/master/components/accordion (met werkende voorbeelden)";
    const budgets = checkBudgets(
      results({
        pages: { "/master/components/accordion": page(79 * 1024), [stories]: page(95 * 1024) },
        lighthouse: { runs: 5, mobile: { "/master/blog/2025/11/04/dso-toolkit-81.0.0": slow }, desktop: {} },
      }),
    );
    const verdict = Object.fromEntries(budgets.map((budget) => [budget.name, budget.pass]));
    expect(verdict).toMatchObject({
      "JS before interaction, gzip, /master/components/accordion": true,
      [`JS before interaction, gzip, ${stories}`]: false,
      "Lighthouse mobile performance, /master/blog/2025/11/04/dso-toolkit-81.0.0": true,
      "Lighthouse mobile FCP, /master/blog/2025/11/04/dso-toolkit-81.0.0": false,
      "Lighthouse mobile CLS, /master/blog/2025/11/04/dso-toolkit-81.0.0": false,
    });
  });

  it("holds every measured page to the JS and CSS budgets, and the search files to theirs (budgets.ts)", () => {
    const heavy = { ...page(84 * 1024), css: totals(30000, 7.5 * 1024) };
    const budgets = checkBudgets(
      results({
        pages: {
          "/master/": page(80 * 1024),
          "/master/search?q=tabel": page(81 * 1024),
          "/master/search?q=knop": heavy,
          "/master/blog": { unavailable: "the site has no such page yet" },
        },
        searchIndex: { files: ["a.index.txt", "a.store.json"], raw: 300000, gzip: 135 * 1024 },
      }),
    );
    const verdict = Object.fromEntries(budgets.map((budget) => [budget.name, budget.pass]));
    expect(verdict).toMatchObject({
      "JS before interaction, gzip, /master/": true,
      "CSS before interaction, gzip, /master/": true,
      "JS before interaction, gzip, /master/search?q=tabel": true,
      "JS before interaction, gzip, /master/search?q=knop": false,
      "CSS before interaction, gzip, /master/search?q=knop": false,
      "Search index and store, gzip": false,
    });
    expect(verdict).not.toHaveProperty(["JS before interaction, gzip, /master/blog"]);
  });

  it("shows each Lighthouse figure's median with its min–max over the runs, and the load", () => {
    const runs = [
      { performance: 97, fcpMs: 800, load: 0.5 },
      { performance: 99, fcpMs: 1200, load: 1.5 },
      { performance: 98, fcpMs: 900, load: 1 },
    ];
    expect(range(runs, "fcpMs")).toBe(" (800–1200)");
    expect(range([runs[0]], "fcpMs")).toBe("");
    const markdown = formatMarkdown({
      ...results({ lighthouse: { runs: 3, mobile: { "/master/": { ...scores(98), fcpMs: 900, runs } }, desktop: {} } }),
      budgets: [],
    });
    expect(markdown).toContain("| /master/ | 98 (97–99) | 100 | 100 | 100 | 900 (800–1200) |");
    expect(markdown).toContain("| 0.5–1.5 |");
  });

  it("names the failing audits of a missed category", () => {
    const search = { ...scores(96), seo: 63, failedAudits: ["is-crawlable"] };
    const budgets = checkBudgets(
      results({ lighthouse: { runs: 3, mobile: { "/master/search?q=knop": search }, desktop: {} } }),
    );
    const seo = budgets.find((budget) => budget.name === "Lighthouse mobile seo, /master/search?q=knop");
    expect(seo).toMatchObject({ pass: false, note: "failing: is-crawlable" });
    expect(formatMarkdown({ ...results(), budgets })).toContain("| 63 | = 100 | MISSED (failing: is-crawlable) |");
    expect(
      budgets.find((budget) => budget.name === "Lighthouse mobile accessibility, /master/search?q=knop"),
    ).not.toHaveProperty("note");
  });
});

describe("the development server", () => {
  const develop = (medians: Record<string, number>) => ({
    startupSeconds: 80,
    rounds: 3,
    edits: Object.fromEntries(
      Object.entries(medians).map(([edit, median]) => [
        edit,
        { runs: [median - 100, median, median + 900], median, max: median + 900 },
      ]),
    ),
  });

  it("holds each edit's median to 5 s", () => {
    const budgets = checkBudgets(results({ develop: develop({ "doc page body": 3000, "post body": 5200 }) }));
    const verdicts = budgets.filter((budget) => budget.name.startsWith("Development server"));
    expect(verdicts.map(({ name, measured, pass }) => [name, measured, pass])).toEqual([
      ["Development server shows the edit, median, doc page body", 3000, true],
      ["Development server shows the edit, median, post body", 5200, false],
    ]);
  });

  it("shows each edit's median, slowest and every run", () => {
    const text = formatMarkdown({ ...results({ develop: develop({ "doc page body": 3000 }) }), budgets: [] });
    expect(text).toContain("## Development server");
    expect(text).toContain("ready after 80 s.");
    expect(text).toContain("| doc page body | 3000 | 3900 | 2900, 3000, 3900 |");
  });
});

describe("formatMarkdown", () => {
  it("shows every section with its figures and the verdicts", () => {
    const text = formatMarkdown({ ...results(), budgets: checkBudgets(results()) });
    expect(text).toContain("50 s cold build");
    expect(text).toContain("  - JS before interaction on /master/: 293 KB raw, 100 KB gzip (5 files)");
    expect(text).toContain("| /master/components/accordion | 200 | 39.1 / 8.8 | 244.1 / 80 (5) |");
    expect(text).toContain("| /master/blog | unavailable: the site has no such page yet |");
    expect(text).toContain("search timings: unavailable (no box)");
    expect(text).toContain("| /master/ | 98 | 100 | 100 | 100 | 900 | 1200 | 10 | 0 | — |");
    expect(text).toMatch(/\| Cold build at 1× \| 50 s \| ≤ 60 s \| met \|/);
  });

  it("gives the first suggestions in both scenarios, and the keystrokes", () => {
    const search = {
      queries: 50,
      firstRuns: 9,
      firstSuggestionsMs: 81.5,
      focusFirstMs: 160.2,
      keystroke: { count: 400, p50: 1.2, p95: 3, max: 9 },
    };
    const text = formatMarkdown({ ...results({ search }), budgets: [] });
    expect(text).toContain(
      "first suggestions after focus: 81.5 ms when the pointer first moved 0.5 s before, 160.2 ms when focus is the page's first event (medians of 9 fresh loads each)",
    );
    expect(text).toContain("per keystroke over 50 queries (400 searches): p50 1.2 ms, p95 3 ms, max 9 ms");
    const older = formatMarkdown({ ...results({ search: { ...search, focusFirstMs: undefined } }), budgets: [] });
    expect(older).toContain(
      "first suggestions after focus: 81.5 ms (median of 9 fresh loads, focus as the page's first event; measured before 2026-12-07)",
    );
  });
});

describe("what the pages fetch ahead of need", () => {
  const kinds = (
    pageData: Counts,
    chunk: Counts = { requests: 0, prefetches: 0, raw: 0, gzip: 0 },
  ): PrefetchSummary => {
    const none = { requests: 0, prefetches: 0, raw: 0, gzip: 0 };
    const total = {
      requests: pageData.requests + chunk.requests,
      prefetches: pageData.prefetches + chunk.prefetches,
      raw: pageData.raw + chunk.raw,
      gzip: pageData.gzip + chunk.gzip,
    };
    return { pageData, appData: none, staticQuery: none, chunk, search: none, other: none, total };
  };
  const chunks = { requests: 4, prefetches: 4, raw: 60000, gzip: 22 * 1024 };
  const watched = (saveDataPageData: Counts) => ({
    ...page(79 * 1024),
    prefetch: {
      normal: {
        windowMs: 20000,
        duringLoad: kinds({ requests: 0, prefetches: 0, raw: 0, gzip: 0 }, chunks),
        afterLoad: kinds({ requests: 44, prefetches: 22, raw: 600000, gzip: 120.3 * 1024 }),
      },
      saveData: {
        windowMs: 20000,
        duringLoad: kinds({ requests: 0, prefetches: 0, raw: 0, gzip: 0 }, chunks),
        afterLoad: kinds(saveDataPageData),
      },
    },
  });

  it("holds every watched page to no page data under Save-Data, chunks aside", () => {
    const pages = {
      "/master/": watched({ requests: 0, prefetches: 0, raw: 0, gzip: 0 }),
      "/master/blog": watched({ requests: 2, prefetches: 1, raw: 9000, gzip: 2400 }),
      "/master/components/accordion": page(79 * 1024),
    };
    const verdict = Object.fromEntries(
      checkBudgets(results({ pages })).map((budget) => [budget.name, [budget.measured, budget.pass]]),
    );
    expect(verdict).toMatchObject({
      "Page data fetched ahead of need under Save-Data, /master/": [0, true],
      "Page data fetched ahead of need under Save-Data, /master/blog": [2, false],
    });
    expect(verdict).not.toHaveProperty([
      "Page data fetched ahead of need under Save-Data, /master/components/accordion",
    ]);
  });

  it("shows them next to the first-load figures, with the window and how many requests were prefetches", () => {
    const data = results({ pages: { "/master/": watched({ requests: 0, prefetches: 0, raw: 0, gzip: 0 }) } });
    const text = formatMarkdown({ ...data, budgets: checkBudgets(data) });
    expect(text).toContain("for 20 s after it");
    expect(text).toContain(
      "| /master/ | 4 (22) | 44 (120.3), 22 as prefetch | 0 (0) | 0 (0) | 0 (0) | 0 (0) | 44 (120.3), 22 as prefetch | 4 (22) | 0 (0) |",
    );
    expect(text.indexOf("## Fetched ahead of need")).toBeGreaterThan(text.indexOf("## Page weight before interaction"));
    expect(formatMarkdown({ ...results(), budgets: [] })).not.toContain("## Fetched ahead of need");
  });
});
