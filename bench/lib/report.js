/** Budgets (docs/quality-gates.md, "The benchmark") checked against the benchmark's results, and the readable summary. */

const { BUDGETS, STORIES_NOTE, jsBudgetKB } = require("./budgets");
const { pageDataRequests } = require("./prefetch");

const KB = 1024;
const RELEVANCE_PLACES = { suggestions: "navbar suggestions", searchPage: "search page" };

/** Each budget: what was measured, the limit, and whether it holds; `pass` is null when the figure is unavailable. */
function checkBudgets(results) {
  const budgets = [];
  const add = (name, measured, limit, pass, unit, note) =>
    budgets.push({
      name,
      measured: measured ?? null,
      limit,
      unit,
      pass: measured === undefined || measured === null ? null : pass,
      ...(note ? { note } : {}),
    });
  const kilobytes = (name, totals, limitKB) =>
    add(name, totals ? round(totals.gzip / KB, 1) : undefined, `≤ ${limitKB}`, totals?.gzip <= limitKB * KB, "KB");
  // The same budgets as e2e/budgets.spec.ts, from the same definitions (budgets.ts).
  for (const [page, weight] of Object.entries(results.pages ?? {})) {
    if (weight.unavailable) continue;
    kilobytes(`JS before interaction, gzip, ${page}`, weight.js, jsBudgetKB(page));
    if (!page.endsWith(`(${STORIES_NOTE})`))
      kilobytes(`CSS before interaction, gzip, ${page}`, weight.css, BUDGETS.cssKB);
  }
  // The promise of src/lib/connection.ts: no page data ahead of need when the visitor saves data.
  for (const [page, weight] of Object.entries(results.pages ?? {})) {
    const saveData = weight.prefetch?.saveData;
    if (!saveData) continue;
    const requests = pageDataRequests(saveData.duringLoad) + pageDataRequests(saveData.afterLoad);
    add(`Page data fetched ahead of need under Save-Data, ${page}`, requests, "= 0", requests === 0, "requests");
  }
  if (results.searchIndex && !results.searchIndex.unavailable)
    kilobytes("Search index and store, gzip", results.searchIndex, BUDGETS.searchIndexKB);
  for (const [page, scores] of Object.entries(results.lighthouse?.mobile ?? {})) {
    if (scores.unavailable) continue;
    add(`Lighthouse mobile performance, ${page}`, scores.performance, "≥ 98", scores.performance >= 98, "");
    add(`Lighthouse mobile FCP, ${page}`, scores.fcpMs, "≤ 900", scores.fcpMs <= 900, "ms");
    add(`Lighthouse mobile CLS, ${page}`, scores.cls, "≤ 0.01", scores.cls <= 0.01, "");
  }
  for (const preset of ["mobile", "desktop"]) {
    for (const [page, scores] of Object.entries(results.lighthouse?.[preset] ?? {})) {
      for (const category of ["accessibility", "bestPractices", "seo"]) {
        // A missed category names the audits that failed, so a reader sees why (the search page's
        // deliberate noindex fails "is-crawlable", for one: docs/decisions/0010-left-out-on-purpose.md).
        const failing =
          scores[category] !== 100 && scores.failedAudits?.length
            ? `failing: ${scores.failedAudits.join(", ")}`
            : undefined;
        add(
          `Lighthouse ${preset} ${category}, ${page}`,
          scores[category],
          "= 100",
          scores[category] === 100,
          "",
          failing,
        );
      }
    }
  }
  for (const [where, figures] of Object.entries(results.search?.relevance ?? {})) {
    add(`Search relevance top-1, ${RELEVANCE_PLACES[where]}`, figures.top1, "≥ 0.9", figures.top1 >= 0.9, "");
    add(`Search relevance top-3, ${RELEVANCE_PLACES[where]}`, figures.top3, "≥ 0.97", figures.top3 >= 0.97, "");
    add(`Search relevance MRR, ${RELEVANCE_PLACES[where]}`, figures.mrr, "≥ 0.93", figures.mrr >= 0.93, "");
  }
  for (const [where, figures] of Object.entries(results.search?.relevanceHoldout ?? {})) {
    const place = `${RELEVANCE_PLACES[where]}, held-out queries`;
    add(`Search relevance top-1, ${place}`, figures.top1, "≥ 0.95", figures.top1 >= 0.95, "");
    add(`Search relevance top-3, ${place}`, figures.top3, "≥ 0.99", figures.top3 >= 0.99, "");
  }
  if (results.build?.scale === 1)
    add("Cold build at 1×", results.build.seconds, "≤ 60", results.build.seconds <= 60, "s");
  // An author's edit shows in the open page within 5 s (docs/quality-gates.md, "The benchmark").
  for (const [edit, timed] of Object.entries(results.develop?.edits ?? {}))
    add(`Development server shows the edit, median, ${edit}`, timed.median, "≤ 5000", timed.median <= 5000, "ms");
  for (const [scale, run] of Object.entries(results.scale ?? {})) {
    const ratio = run.build && results.build ? round(run.build.seconds / results.build.seconds, 2) : undefined;
    add(`Build time ${scale}× ÷ 1× (linear or better)`, ratio, `≤ ${scale}`, ratio <= Number(scale), "×");
    const p95 = run.search?.keystroke?.p95;
    add(`Search keystroke p95 at ${scale}×`, p95, "≤ 16", p95 <= 16, "ms");
  }
  return budgets;
}

function round(value, digits = 0) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

const kb = (bytes) => (bytes === undefined || bytes === null ? "—" : `${round(bytes / KB, 1)}`);
const cell = (value, unit = "") => (value === undefined || value === null ? "—" : `${value}${unit}`);

function buildLines(build, label) {
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
const fetched = (totals) =>
  `${totals.requests} (${kb(totals.gzip)})${totals.prefetches === totals.requests ? "" : `, ${totals.prefetches} as prefetch`}`;

/** The table of what the measured pages fetch ahead of need (afterLoad.js), as they are and under Save-Data. */
function prefetchLines(pages) {
  const watched = Object.entries(pages ?? {}).filter(([, weight]) => weight.prefetch);
  if (watched.length === 0) return [];
  const { windowMs } = watched[0][1].prefetch.normal;
  const lines = [
    "",
    "## Fetched ahead of need",
    "",
    `Requests (KB gzip). Each page in a fresh browser context with \`navigator.connection\` set to 4G: the prefetches of its first load (until the network is idle, as above), then for ${windowMs / 1000} s after it, while the page, after one key press (its first interaction), is scrolled to the bottom and left there, every request for page data, app data and static query results, every prefetched script chunk, and the search index and store, which load on the first interaction (bench/lib/afterLoad.js). Pointing at links is not simulated. Gatsby fetches the page data of links in view four pages at a time, 3 s apart, so a long page's queue outlasts the window; after each prefetch of page data it fetches the same file again to read it, which the preview server, answering no conditional request, sends in full. "Save-Data" is the same with the visitor's data saving on: no page data or search data may be fetched then (src/lib/connection.ts).`,
    "",
    "| page | during load | page data | app data | static queries | chunks | search data | after load, total | Save-Data: during load | Save-Data: after load |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const [page, { prefetch }] of watched) {
    const { normal, saveData } = prefetch;
    const after = normal.afterLoad;
    lines.push(
      `| ${page} | ${fetched(normal.duringLoad.total)} | ${fetched(after.pageData)} | ${fetched(after.appData)} | ${fetched(after.staticQuery)} | ${fetched(after.chunk)} | ${fetched(after.search)} | ${fetched(after.total)} | ${fetched(saveData.duringLoad.total)} | ${fetched(saveData.afterLoad.total)} |`,
    );
  }
  return lines;
}

/** The held-out set's figures, without its misses: the ranking is never tuned on them (bench/relevance-holdout.json). */
function holdoutLines(relevance) {
  return Object.entries(relevance ?? {}).map(
    ([where, figures]) =>
      `- relevance in the ${RELEVANCE_PLACES[where]} over ${figures.queries} held-out queries (bench/relevance-holdout.json): top-1 ${figures.top1}, top-3 ${figures.top3}, MRR ${figures.mrr}`,
  );
}

function relevanceLines(relevance) {
  const lines = [];
  for (const [where, figures] of Object.entries(relevance ?? {})) {
    lines.push(
      `- relevance in the ${RELEVANCE_PLACES[where]} over ${figures.queries} queries (bench/relevance.json): top-1 ${figures.top1}, top-3 ${figures.top3}, MRR ${figures.mrr}`,
    );
    for (const miss of figures.misses)
      lines.push(`  - miss: "${miss.q}" (${miss.kind}) wants ${miss.want[0]}, got ${miss.got.join(", ") || "nothing"}`);
  }
  return lines;
}

function searchLines(index, search, label) {
  const lines = [];
  lines.push(
    index?.unavailable
      ? `- ${label} search index: unavailable (${index.unavailable})`
      : `- ${label} search index + store: ${kb(index?.raw)} KB raw, ${kb(index?.gzip)} KB gzip (${index?.files?.length ?? 0} files)`,
  );
  if (search?.unavailable) lines.push(`- ${label} search timings: unavailable (${search.unavailable})`);
  else if (search) {
    lines.push(
      // Results from before 2026-12-07 have one figure, measured with focus as the page's first event.
      search.focusFirstMs === undefined
        ? `- ${label} first suggestions after focus: ${cell(search.firstSuggestionsMs, " ms")} (median of ${search.firstRuns} fresh loads, focus as the page's first event; measured before 2026-12-07)`
        : `- ${label} first suggestions after focus: ${cell(search.firstSuggestionsMs, " ms")} when the pointer first moved 0.5 s before, ${cell(search.focusFirstMs, " ms")} when focus is the page's first event (medians of ${search.firstRuns} fresh loads each)`,
    );
    lines.push(
      `- ${label} per keystroke over ${search.queries} queries (${search.keystroke.count} searches): p50 ${cell(search.keystroke.p50, " ms")}, p95 ${cell(search.keystroke.p95, " ms")}, max ${cell(search.keystroke.max, " ms")}`,
    );
  }
  return lines;
}

/** "min–max" of one figure over the runs, or "" when there was a single run or none. */
function spread(runs, key) {
  const values = (runs ?? []).map((run) => run[key]).filter((value) => typeof value === "number");
  return values.length < 2 ? "" : `${Math.min(...values)}–${Math.max(...values)}`;
}

/** The spread in brackets, after a median. */
function range(runs, key) {
  const text = spread(runs, key);
  return text ? ` (${text})` : "";
}

/** The development server's figures (develop.mjs), in results.md. */
function developLines(develop) {
  if (!develop) return [];
  const when = develop.fromEarlierRun ? ` (from the run of ${develop.fromEarlierRun})` : "";
  return [
    "",
    "## Development server",
    "",
    `\`gatsby develop\` over the build above, ready after ${develop.startupSeconds} s${when}. Each edit is made ${develop.rounds} times in an open page and timed from writing the file until its text shows (bench/lib/develop.mjs).`,
    "",
    "| edit | median ms | max ms | runs ms |",
    "| --- | --- | --- | --- |",
    ...Object.entries(develop.edits).map(
      ([edit, timed]) => `| ${edit} | ${timed.median} | ${timed.max} | ${timed.runs.join(", ")} |`,
    ),
  ];
}

/** results.md: the same figures as results.json, for people. */
function formatMarkdown(results) {
  const load = results.machine.loadAverageAtStart
    ? ` Load average (1, 5, 15 min) at start ${results.machine.loadAverageAtStart.join(", ")}, at end ${results.machine.loadAverageAtEnd.join(", ")}.`
    : "";
  const lines = [
    `# Benchmark results`,
    "",
    `Run ${results.date} on ${results.machine.cpus} CPU cores, Node ${results.machine.node}, commit ${results.commit}.${load}`,
    "",
  ];
  lines.push("## Build", "", ...buildLines(results.build, "1×"));
  for (const [scale, run] of Object.entries(results.scale ?? {})) {
    lines.push(...buildLines(run.build, `${scale}×`));
    if (run.run)
      lines.push(
        `  - run ${run.run.date}, commit ${run.run.commit}${run.run.machine?.loadAverageAtStart ? `, load average at start ${run.run.machine.loadAverageAtStart.join(", ")}` : ""}`,
      );
    for (const [page, js] of Object.entries(run.jsBeforeInteraction ?? {})) {
      lines.push(
        js.unavailable
          ? `  - ${page}: unavailable (${js.unavailable})`
          : `  - JS before interaction on ${page}: ${kb(js.raw)} KB raw, ${kb(js.gzip)} KB gzip (${js.files} files)`,
      );
    }
  }
  lines.push(
    "",
    "## Page weight before interaction (KB; raw / gzip)",
    "",
    "The bench's server answers the playground's story frames with a plain 404 page, as this machine has no playground, so the live examples on the measured pages show their failure state. Rows marked \"met werkende voorbeelden\" measure the page again with stand-in stories served (`scripts/serve.mjs --stories`).",
    "",
    "| page | status | HTML | JS | CSS | fonts | data | prefetched during load |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
  );
  for (const [page, weight] of Object.entries(results.pages ?? {})) {
    if (weight.unavailable) {
      lines.push(`| ${page} | unavailable: ${weight.unavailable} | | | | | | |`);
      continue;
    }
    const pair = (totals) => `${kb(totals.raw)} / ${kb(totals.gzip)}`;
    lines.push(
      `| ${page} | ${weight.status} | ${pair(weight.html)} | ${pair(weight.js)} (${weight.js.files}) | ${pair(weight.css)} | ${pair(weight.font)} | ${pair(weight.data)} | ${pair(weight.prefetched)} |`,
    );
  }
  lines.push(
    ...prefetchLines(results.pages),
    "",
    "## Search",
    "",
    ...searchLines(results.searchIndex, results.search, "1×"),
    ...relevanceLines(results.search?.relevance),
    ...holdoutLines(results.search?.relevanceHoldout),
  );
  for (const [scale, run] of Object.entries(results.scale ?? {}))
    lines.push(...searchLines(run.searchIndex, run.search, `${scale}×`));
  lines.push(...developLines(results.develop));
  for (const preset of ["mobile", "desktop"]) {
    const pages = results.lighthouse?.[preset];
    if (!pages) continue;
    lines.push(
      "",
      `## Lighthouse ${preset} (median of ${results.lighthouse.runs} runs, min–max in brackets)`,
      "",
      "| page | perf | a11y | BP | SEO | FCP ms | LCP ms | TBT ms | CLS | load (1 min) |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    );
    for (const [page, s] of Object.entries(pages)) {
      const withRange = (key) => `${cell(s[key])}${range(s.runs, key)}`;
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

module.exports = { checkBudgets, formatMarkdown, range, round };
