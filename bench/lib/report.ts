/** Budgets (docs/quality-gates.md, "The benchmark") checked against the benchmark's results, and the readable summary. */

import type { AfterLoad } from "./afterLoad";
import { BUDGETS, STORIES_NOTE, jsBudgetKB } from "./budgets";
import type { ColdBuild } from "./build";
import type { DevelopFigures } from "./develop";
import type { PageWeight } from "./firstLoad";
import type { LighthousePage } from "./lighthouse";
import { pageDataRequests } from "./prefetch";
import type { RelevanceReport } from "./relevance";
import type { SearchTimings } from "./search";
import type { Totals } from "./weight";

const KB = 1024;
const RELEVANCE_PLACES = { suggestions: "navbar suggestions", searchPage: "search page" };
type RelevancePlace = keyof typeof RELEVANCE_PLACES;

/**
 * A figure, or what stands in its place: the report reads whatever a results.json holds, runs of
 * earlier versions of the bench included, so any field may be missing.
 */
export type Maybe<T> = Partial<T> & { unavailable?: string };

/** A measured page: its weight before interaction and, at 1×, what it fetches ahead of need (afterLoad.ts). */
export type MeasuredPage = PageWeight & { prefetch?: { normal: AfterLoad; saveData: AfterLoad } };

/** A build's figures; `seconds` is null when an existing build was reused. */
export interface BuildFigures extends Partial<Omit<ColdBuild, "seconds">> {
  scale: number;
  heapMB: number | null;
  seconds: number | null;
  pages: number;
  sitemapUrls: number | null;
  reused?: boolean;
}

export type SearchIndexFigures = { files: string[]; raw: number; gzip: number };

/** The timings, and at 1× the relevance over the tuning set and the held-out queries. */
export type SearchFigures = SearchTimings &
  Partial<Record<"relevance" | "relevanceHoldout", Record<RelevancePlace, RelevanceReport>>>;

export type LighthouseResults = Record<"mobile" | "desktop", Record<string, Maybe<LighthousePage>>> & {
  runs: number;
  /** The date of the run that measured them, when this run left Lighthouse out. */
  fromEarlierRun?: string;
};

export type DevelopResults = DevelopFigures & { fromEarlierRun?: string };

/** When and where a run was made. */
export interface RunInfo {
  date: string;
  machine: {
    cpus: number;
    memoryGB: number;
    node: string;
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
  };
  commit: string;
}

/** The figures of one larger scale (`npm run bench -- --scale N`). */
export interface ScaleResults extends Pick<SiteResults, "build" | "searchIndex" | "search"> {
  jsBeforeInteraction: Record<string, Maybe<Totals>>;
  generatedPages: number;
  run?: RunInfo;
}

/** The figures of a 1× run, as measured (bench/run.ts). */
export interface SiteResults {
  build: BuildFigures;
  searchIndex: Maybe<SearchIndexFigures>;
  search: Maybe<SearchFigures>;
  pages: Record<string, Maybe<MeasuredPage>>;
  lighthouse?: LighthouseResults;
}

/** bench/results.json. */
export interface BenchResults extends SiteResults, RunInfo {
  scale: Record<string, ScaleResults>;
  develop?: DevelopResults;
  budgets?: Budget[];
}

export interface Budget {
  name: string;
  measured: number | null;
  limit: string;
  unit: string;
  pass: boolean | null;
  note?: string;
}

/** The ways a figure is held to its limit, by the sign the report shows before the limit. */
const HOLDS = {
  "≤": (value: number, limit: number) => value <= limit,
  "≥": (value: number, limit: number) => value >= limit,
  "=": (value: number, limit: number) => value === limit,
};

/** Each budget: what was measured, the limit, and whether it holds; `pass` is null when the figure is unavailable. */
export function checkBudgets(results: BenchResults): Budget[] {
  const budgets: Budget[] = [];
  // `exact` is the figure the verdict is on, where `measured` is that figure rounded for the report.
  const add = (
    name: string,
    measured: number | null | undefined,
    sign: keyof typeof HOLDS,
    limit: number,
    unit = "",
    { note, exact = measured }: { note?: string; exact?: number | null } = {},
  ) =>
    budgets.push({
      name,
      measured: measured ?? null,
      limit: `${sign} ${limit}`,
      unit,
      pass: exact === undefined || exact === null ? null : HOLDS[sign](exact, limit),
      ...(note ? { note } : {}),
    });
  // The verdict is on the bytes, not on the rounded figure.
  const kilobytes = (name: string, gzip: number | undefined, limitKB: number) =>
    add(name, gzip === undefined ? undefined : round(gzip / KB, 1), "≤", limitKB, "KB", {
      exact: gzip === undefined ? undefined : gzip / KB,
    });
  // The same budgets as e2e/budgets.spec.ts, from the same definitions (budgets.ts).
  for (const [page, weight] of Object.entries(results.pages ?? {})) {
    if (weight.unavailable) continue;
    kilobytes(`JS before interaction, gzip, ${page}`, weight.js?.gzip, jsBudgetKB(page));
    if (!page.endsWith(`(${STORIES_NOTE})`))
      kilobytes(`CSS before interaction, gzip, ${page}`, weight.css?.gzip, BUDGETS.cssKB);
  }
  // The promise of src/lib/connection.ts: no page data ahead of need when the visitor saves data.
  for (const [page, weight] of Object.entries(results.pages ?? {})) {
    const saveData = weight.prefetch?.saveData;
    if (!saveData) continue;
    const requests = pageDataRequests(saveData.duringLoad) + pageDataRequests(saveData.afterLoad);
    add(`Page data fetched ahead of need under Save-Data, ${page}`, requests, "=", 0, "requests");
  }
  if (results.searchIndex && !results.searchIndex.unavailable)
    kilobytes("Search index and store, gzip", results.searchIndex.gzip, BUDGETS.searchIndexKB);
  for (const [page, scores] of Object.entries(results.lighthouse?.mobile ?? {})) {
    if (scores.unavailable) continue;
    add(`Lighthouse mobile performance, ${page}`, scores.performance, "≥", 98);
    add(`Lighthouse mobile FCP, ${page}`, scores.fcpMs, "≤", 900, "ms");
    add(`Lighthouse mobile CLS, ${page}`, scores.cls, "≤", 0.01);
  }
  for (const preset of ["mobile", "desktop"] as const) {
    for (const [page, scores] of Object.entries(results.lighthouse?.[preset] ?? {})) {
      for (const category of ["accessibility", "bestPractices", "seo"] as const) {
        // A missed category names the audits that failed, so a reader sees why (the search page's
        // deliberate noindex fails "is-crawlable", for one: docs/decisions/0010-left-out-on-purpose.md).
        const failing =
          scores[category] !== 100 && scores.failedAudits?.length
            ? `failing: ${scores.failedAudits.join(", ")}`
            : undefined;
        add(`Lighthouse ${preset} ${category}, ${page}`, scores[category], "=", 100, "", { note: failing });
      }
    }
  }
  // Relevance goals are floors, the same form for the tuning set and the held-out queries.
  for (const [where, figures] of Object.entries(results.search?.relevance ?? {})) {
    const place = RELEVANCE_PLACES[where as RelevancePlace];
    add(`Search relevance top-1, ${place}`, figures.top1, "≥", 0.9);
    add(`Search relevance top-3, ${place}`, figures.top3, "≥", 0.97);
    add(`Search relevance MRR, ${place}`, figures.mrr, "≥", 0.93);
  }
  for (const [where, figures] of Object.entries(results.search?.relevanceHoldout ?? {})) {
    const place = `${RELEVANCE_PLACES[where as RelevancePlace]}, held-out queries`;
    add(`Search relevance top-1, ${place}`, figures.top1, "≥", 0.95);
    add(`Search relevance top-3, ${place}`, figures.top3, "≥", 0.99);
  }
  if (results.build?.scale === 1) add("Cold build at 1×", results.build.seconds, "≤", 60, "s");
  // An author's edit shows in the open page within 5 s (README, "The benchmark").
  for (const [edit, timed] of Object.entries(results.develop?.edits ?? {}))
    add(`Development server shows the edit, median, ${edit}`, timed.median, "≤", 5000, "ms");
  for (const [scale, run] of Object.entries(results.scale ?? {})) {
    const ratio =
      run.build && results.build ? round((run.build.seconds ?? 0) / (results.build.seconds ?? 0), 2) : undefined;
    add(`Build time ${scale}× ÷ 1× (linear or better)`, ratio, "≤", Number(scale), "×");
    add(`Search keystroke p95 at ${scale}×`, run.search?.keystroke?.p95, "≤", 16, "ms");
  }
  return budgets;
}

export function round(value: number, digits = 0): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

const cell = (value: number | string | null | undefined, unit = "") =>
  value === undefined || value === null ? "—" : `${value}${unit}`;
const kb = (bytes: number | null | undefined) => cell(typeof bytes === "number" ? round(bytes / KB, 1) : bytes);

function buildLines(build: BuildFigures | undefined, label: string): string[] {
  if (!build) return [`- ${label}: not measured in this run`];
  if (build.seconds === null)
    return [
      `- ${label}: existing build reused (not timed), ${build.pages} pages (${build.sitemapUrls} in the sitemap)`,
    ];
  const steps = (build.slowestSteps ?? []).map(({ step, seconds }) => `${step} ${seconds} s`).join("; ");
  return [
    `- ${label}: ${build.seconds} s cold build (${build.cpuSeconds ?? "—"} s CPU${build.heapMB ? `, Node heap limit ${build.heapMB} MB` : ""}), peak memory ${build.peakTreeMB ?? "—"} MB (all build processes) / ${build.maxProcessMB ?? "—"} MB (largest process), ${build.pages} pages (${build.sitemapUrls} in the sitemap)`,
    ...(steps ? [`  - slowest steps: ${steps}`] : []),
  ];
}

/** "requests (KB gzip)" of one kind, and how many went out as prefetches when not all did. */
const fetched = (totals: { requests: number; gzip: number; prefetches: number }) =>
  `${totals.requests} (${kb(totals.gzip)})${totals.prefetches === totals.requests ? "" : `, ${totals.prefetches} as prefetch`}`;

/** The table of what the measured pages fetch ahead of need (afterLoad.ts), as they are and under Save-Data. */
function prefetchLines(pages: BenchResults["pages"] | undefined): string[] {
  const watched = Object.entries(pages ?? {}).flatMap(([page, { prefetch }]) =>
    prefetch ? [[page, prefetch] as const] : [],
  );
  if (watched.length === 0) return [];
  const { windowMs } = watched[0][1].normal;
  const lines = [
    "",
    "## Fetched ahead of need",
    "",
    `Requests (KB gzip). Each page in a fresh browser context with \`navigator.connection\` set to 4G: the prefetches of its first load (until the network is idle, as above), then for ${windowMs / 1000} s after it, while the page, after one key press (its first interaction), is scrolled to the bottom and left there, every request for page data, app data and static query results, every prefetched script chunk, and the search index and store, which load on the first interaction (bench/lib/afterLoad.ts). Pointing at links is not simulated. Gatsby fetches the page data of links in view four pages at a time, 3 s apart, so a long page's queue outlasts the window; after each prefetch of page data it fetches the same file again to read it, which the preview server, answering no conditional request, sends in full. "Save-Data" is the same with the visitor's data saving on: no page data or search data may be fetched then (src/lib/connection.ts).`,
    "",
    "| page | during load | page data | app data | static queries | chunks | search data | after load, total | Save-Data: during load | Save-Data: after load |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const [page, { normal, saveData }] of watched) {
    const after = normal.afterLoad;
    lines.push(
      `| ${page} | ${fetched(normal.duringLoad.total)} | ${fetched(after.pageData)} | ${fetched(after.appData)} | ${fetched(after.staticQuery)} | ${fetched(after.chunk)} | ${fetched(after.search)} | ${fetched(after.total)} | ${fetched(saveData.duringLoad.total)} | ${fetched(saveData.afterLoad.total)} |`,
    );
  }
  return lines;
}

/**
 * The relevance over one set of queries, `queries` naming the set and its file. The held-out set is
 * shown without its misses: the ranking is never tuned on them (bench/relevance-holdout.json).
 */
function relevanceLines(relevance: SearchFigures["relevance"], queries: string, withMisses: boolean): string[] {
  return Object.entries(relevance ?? {}).flatMap(([where, figures]) => [
    `- relevance in the ${RELEVANCE_PLACES[where as RelevancePlace]} over ${figures.queries} ${queries}: top-1 ${figures.top1}, top-3 ${figures.top3}, MRR ${figures.mrr}`,
    ...(withMisses ? figures.misses : []).map(
      (miss) => `  - miss: "${miss.q}" (${miss.kind}) wants ${miss.want[0]}, got ${miss.got.join(", ") || "nothing"}`,
    ),
  ]);
}

function searchLines(
  index: Maybe<SearchIndexFigures> | undefined,
  search: Maybe<SearchFigures> | undefined,
  label: string,
): string[] {
  const lines = [
    index?.unavailable
      ? `- ${label} search index: unavailable (${index.unavailable})`
      : `- ${label} search index + store: ${kb(index?.raw)} KB raw, ${kb(index?.gzip)} KB gzip (${index?.files?.length ?? 0} files)`,
  ];
  if (search?.unavailable) lines.push(`- ${label} search timings: unavailable (${search.unavailable})`);
  else if (search)
    lines.push(
      // Results from before 2026-12-07 have one figure, measured with focus as the page's first event.
      search.focusFirstMs === undefined
        ? `- ${label} first suggestions after focus: ${cell(search.firstSuggestionsMs, " ms")} (median of ${search.firstRuns} fresh loads, focus as the page's first event; measured before 2026-12-07)`
        : `- ${label} first suggestions after focus: ${cell(search.firstSuggestionsMs, " ms")} when the pointer first moved 0.5 s before, ${cell(search.focusFirstMs, " ms")} when focus is the page's first event (medians of ${search.firstRuns} fresh loads each)`,
      `- ${label} per keystroke over ${search.queries} queries (${search.keystroke?.count} searches): p50 ${cell(search.keystroke?.p50, " ms")}, p95 ${cell(search.keystroke?.p95, " ms")}, max ${cell(search.keystroke?.max, " ms")}`,
    );
  return lines;
}

/** "min–max" of one figure over the runs, or "" when there was a single run or none. */
function spread<Key extends string>(runs: Partial<Record<Key, unknown>>[] | undefined, key: Key): string {
  const values = (runs ?? []).map((run) => run[key]).filter((value): value is number => typeof value === "number");
  return values.length < 2 ? "" : `${Math.min(...values)}–${Math.max(...values)}`;
}

/** The spread in brackets, after a median. */
export function range<Key extends string>(runs: Partial<Record<Key, unknown>>[] | undefined, key: Key): string {
  const text = spread(runs, key);
  return text ? ` (${text})` : "";
}

/** The development server's figures (develop.ts), in results.md. */
function developLines(develop: DevelopResults | undefined): string[] {
  if (!develop) return [];
  const when = develop.fromEarlierRun ? ` (from the run of ${develop.fromEarlierRun})` : "";
  return [
    "",
    "## Development server",
    "",
    `\`gatsby develop\` over the build above, ready after ${develop.startupSeconds} s${when}. Each edit is made ${develop.rounds} times in an open page and timed from writing the file until its text shows (bench/lib/develop.ts).`,
    "",
    "| edit | median ms | max ms | runs ms |",
    "| --- | --- | --- | --- |",
    ...Object.entries(develop.edits).map(
      ([edit, timed]) => `| ${edit} | ${timed.median} | ${timed.max} | ${timed.runs.join(", ")} |`,
    ),
  ];
}

/** results.md: the same figures as results.json, for people. */
export function formatMarkdown(results: BenchResults): string {
  const load = results.machine.loadAverageAtStart
    ? ` Load average (1, 5, 15 min) at start ${results.machine.loadAverageAtStart.join(", ")}, at end ${results.machine.loadAverageAtEnd.join(", ")}.`
    : "";
  const lines = [
    `# Benchmark results`,
    "",
    `Run ${results.date} on ${results.machine.cpus} CPU cores, Node ${results.machine.node}, commit ${results.commit}.${load}`,
    "",
    "## Build",
    "",
    ...buildLines(results.build, "1×"),
  ];
  for (const [scale, run] of Object.entries(results.scale ?? {})) {
    lines.push(...buildLines(run.build, `${scale}×`));
    if (run.run)
      lines.push(
        `  - run ${run.run.date}, commit ${run.run.commit}${run.run.machine?.loadAverageAtStart ? `, load average at start ${run.run.machine.loadAverageAtStart.join(", ")}` : ""}`,
      );
    for (const [page, js] of Object.entries(run.jsBeforeInteraction ?? {}))
      lines.push(
        js.unavailable
          ? `  - ${page}: unavailable (${js.unavailable})`
          : `  - JS before interaction on ${page}: ${kb(js.raw)} KB raw, ${kb(js.gzip)} KB gzip (${js.files} files)`,
      );
  }
  lines.push(
    "",
    "## Page weight before interaction (KB; raw / gzip)",
    "",
    "The bench's server answers the playground's story frames with a plain 404 page, as this machine has no playground, so the live examples on the measured pages show their failure state. Rows marked \"met werkende voorbeelden\" measure the page again with stand-in stories served (`scripts/serve.ts --stories`).",
    "",
    "| page | status | HTML | JS | CSS | fonts | data | prefetched during load |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
  );
  const pair = (totals: Totals | undefined) => `${kb(totals?.raw)} / ${kb(totals?.gzip)}`;
  for (const [page, weight] of Object.entries(results.pages ?? {}))
    lines.push(
      weight.unavailable
        ? `| ${page} | unavailable: ${weight.unavailable} | | | | | | |`
        : `| ${page} | ${weight.status} | ${pair(weight.html)} | ${pair(weight.js)} (${weight.js?.files}) | ${pair(weight.css)} | ${pair(weight.font)} | ${pair(weight.data)} | ${pair(weight.prefetched)} |`,
    );
  lines.push(
    ...prefetchLines(results.pages),
    "",
    "## Search",
    "",
    ...searchLines(results.searchIndex, results.search, "1×"),
    ...relevanceLines(results.search?.relevance, "queries (bench/relevance.json)", true),
    ...relevanceLines(results.search?.relevanceHoldout, "held-out queries (bench/relevance-holdout.json)", false),
  );
  for (const [scale, run] of Object.entries(results.scale ?? {}))
    lines.push(...searchLines(run.searchIndex, run.search, `${scale}×`));
  lines.push(...developLines(results.develop));
  for (const preset of ["mobile", "desktop"] as const) {
    const pages = results.lighthouse?.[preset];
    if (!pages) continue;
    lines.push(
      "",
      `## Lighthouse ${preset} (median of ${results.lighthouse?.runs} runs, min–max in brackets)`,
      "",
      "| page | perf | a11y | BP | SEO | FCP ms | LCP ms | TBT ms | CLS | load (1 min) |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    );
    for (const [page, s] of Object.entries(pages)) {
      const withRange = (key: "performance" | "fcpMs" | "lcpMs" | "tbtMs" | "cls") =>
        `${cell(s[key])}${range(s.runs, key)}`;
      lines.push(
        s.unavailable
          ? `| ${page} | unavailable: ${s.unavailable} | | | | | | | | |`
          : `| ${page} | ${withRange("performance")} | ${cell(s.accessibility)} | ${cell(s.bestPractices)} | ${cell(s.seo)} | ${withRange("fcpMs")} | ${withRange("lcpMs")} | ${withRange("tbtMs")} | ${withRange("cls")} | ${spread(s.runs, "load") || "—"} |`,
      );
    }
  }
  lines.push("", "## Budgets", "", "| budget | measured | limit | verdict |", "| --- | --- | --- | --- |");
  for (const budget of results.budgets ?? []) {
    const verdict =
      (budget.pass === null ? "unavailable" : budget.pass ? "met" : "MISSED") +
      (budget.note ? ` (${budget.note})` : "");
    lines.push(
      `| ${budget.name} | ${cell(budget.measured, budget.unit ? ` ${budget.unit}` : "")} | ${budget.limit}${budget.unit ? ` ${budget.unit}` : ""} | ${verdict} |`,
    );
  }
  return `${lines.join("\n")}\n`;
}
