/**
 * `npm run bench [-- --scale 10 | --quick | --skip-lighthouse | --skip-build | --skip-develop | --runs N | --port N | --heap MB | --keep]`
 * Builds the site cold and measures build time and memory, page weight before
 * interaction, search index size and speed, Lighthouse scores, and how soon the
 * development server shows an author's edit; writes
 * bench/results.json and bench/results.md and prints the summary.
 * With --scale N it builds a temporary copy with N× the content and adds the
 * build and search figures for that scale to the existing results.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import path from "node:path";
import { measureAfterLoad } from "./lib/afterLoad";
import * as budgets from "./lib/budgets";
import { coldBuild, type ColdBuild } from "./lib/build";
import { measureDevelop } from "./lib/develop";
import { measurePage } from "./lib/firstLoad";
import { measureLighthouse } from "./lib/lighthouse";
import * as report from "./lib/report";
import { makeScaledProject } from "./lib/scale";
import { measureRelevance, measureSearch } from "./lib/search";
import { startServer, withBrowser } from "./lib/server";
import * as site from "./lib/site";
import * as stats from "./lib/stats";

const PROJECT = path.resolve(__dirname, "..");
const OUT = path.join(PROJECT, "bench", "out");
const RESULTS = path.join(PROJECT, "bench", "results.json");
/** The measured pages, one per template (lib/budgets.ts, shared with e2e/budgets.spec.ts): address in the report → path below the base. */
const PAGES = budgets.measuredPages(PROJECT);
const RELEVANCE = JSON.parse(readFileSync(path.join(PROJECT, "bench", "relevance.json"), "utf8")).queries;
// Queries written without looking at the engine's results, never tuned on (bench/relevance-holdout.json).
const HOLDOUT = JSON.parse(readFileSync(path.join(PROJECT, "bench", "relevance-holdout.json"), "utf8")).queries;
const QUERIES = JSON.parse(readFileSync(path.join(PROJECT, "bench", "queries.json"), "utf8"));

const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function measureSite(
  dir: string,
  options: stats.BenchOptions,
  { scale, lighthouse }: { scale: number; lighthouse: boolean },
): Promise<report.SiteResults> {
  // The version selector fetches versions.json on every page; the bench serves it locally, so nothing leaves the machine.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GATSBY_VERSIONS_SITE_URL: `http://127.0.0.1:${options.port}/master`,
  };
  if (options.heapMB) env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ""} --max-old-space-size=${options.heapMB}`.trim();
  let cold: ColdBuild | null = null;
  if (options.build) {
    log(`cold build at ${scale}× in ${dir} …`);
    cold = await coldBuild(dir, { env, logFile: path.join(OUT, `build-${scale}x.log`) });
    log(`built in ${cold.seconds} s`);
  } else if (!existsSync(path.join(dir, "public", "index.html"))) {
    throw new Error(`${dir}/public has no built site; run without --quick/--skip-build`);
  }
  const build: report.BuildFigures = {
    scale,
    heapMB: options.heapMB ?? null,
    ...(cold ?? { seconds: null, peakTreeMB: null, maxProcessMB: null, reused: true }),
    ...site.countPages(path.join(dir, "public")),
  };
  copyFileSync(path.join(dir, "static", "versions.sample.json"), path.join(dir, "public", "versions.json"));
  const searchIndex = site.measureSearchIndex(path.join(dir, "public"));
  const server = await startServer(dir, options.port);
  // Every build has every measured page (e2e/budgets.spec.ts holds each to status 200).
  const addresses = Object.fromEntries(Object.entries(PAGES).map(([name, below]) => [name, `${server.base}/${below}`]));
  let result: report.SiteResults;
  try {
    const { pages, search } = await withBrowser(async (browser) => {
      const weights: Record<string, report.MeasuredPage> = {};
      for (const [name, address] of Object.entries(addresses)) {
        weights[name] = await measurePage(browser, address);
        log(`weighed ${name}`);
      }
      // What the pages fetch ahead of need after their first load, as they are and under Save-Data;
      // at 1× only (each page is watched for a fixed window, lib/afterLoad.ts).
      if (scale === 1) {
        for (const [name, address] of Object.entries(addresses)) {
          weights[name].prefetch = {
            normal: await measureAfterLoad(browser, address),
            saveData: await measureAfterLoad(browser, address, { saveData: true }),
          };
          log(`watched ${name} after its load, and again under Save-Data`);
        }
      }
      log(`search timings over ${options.queries} queries …`);
      const timings = await measureSearch(browser, `${server.base}/`, QUERIES.slice(0, options.queries));
      log(`search relevance over ${RELEVANCE.length} queries …`);
      return {
        pages: weights,
        search: {
          ...timings,
          relevance: await measureRelevance(browser, server.base, RELEVANCE),
          relevanceHoldout: await measureRelevance(browser, server.base, HOLDOUT),
        },
      };
    });
    const scores = lighthouse
      ? { runs: options.runs, ...(await measureLighthouse(addresses, { runs: options.runs, log })) }
      : undefined;
    result = { build, searchIndex, search, pages, lighthouse: scores };
  } finally {
    await server.stop();
  }
  await measureWithStories(dir, options, result);
  return result;
}

/**
 * The server above answers the playground's story frames with 404, as this machine has no playground,
 * so the live examples on the measured pages show their failure state. This measures the component
 * page again with stand-in stories served, so its figures are those of working examples, and adds
 * them to `result` (its Lighthouse scores too, when the run has them).
 */
async function measureWithStories(dir: string, options: stats.BenchOptions, result: report.SiteResults) {
  const [name, below] = Object.entries(PAGES).find(([, candidate]) => candidate === budgets.DOC_PAGE)!;
  const label = `${name} (${budgets.STORIES_NOTE})`;
  const server = await startServer(dir, options.port, { stories: true });
  try {
    result.pages[label] = await withBrowser((browser) => measurePage(browser, `${server.base}/${below}`));
    log(`weighed ${label}`);
    if (!result.lighthouse) return;
    const scores = await measureLighthouse({ [label]: `${server.base}/${below}` }, { runs: options.runs, log });
    for (const preset of ["mobile", "desktop"] as const) result.lighthouse[preset][label] = scores[preset][label];
  } finally {
    await server.stop();
  }
}

/** The short hash of the measured commit, and whether tracked files differed from it (no tag names). */
function commit() {
  try {
    const args = ["describe", "--always", "--exclude=*", "--dirty= (with uncommitted changes)"];
    return execFileSync("git", args, { cwd: PROJECT, encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

async function main() {
  const options = stats.parseArgs(process.argv.slice(2));
  // The machine is shared; the load when the run starts says how far to trust its timings.
  const loadAtStart = loadavg().map((value) => Math.round(value * 100) / 100);
  mkdirSync(OUT, { recursive: true });
  const previous: report.BenchResults | undefined = existsSync(RESULTS)
    ? JSON.parse(readFileSync(RESULTS, "utf8"))
    : undefined;
  let results: Omit<report.BenchResults, keyof report.RunInfo> & Partial<report.RunInfo>;
  if (options.scale === 1) {
    const site = await measureSite(PROJECT, options, { scale: 1, lighthouse: options.lighthouse });
    results = { ...site, scale: previous?.scale ?? {} };
    if (!options.lighthouse && previous?.lighthouse)
      results.lighthouse = { ...previous.lighthouse, fromEarlierRun: previous.date };
    // Last, as it leaves the development server's page data in public/ (a build after it starts clean).
    if (options.develop) results.develop = await measureDevelop(PROJECT, { port: options.port, log });
    else if (previous?.develop)
      results.develop = { ...previous.develop, fromEarlierRun: previous.develop.fromEarlierRun ?? previous.date };
  } else {
    if (previous?.build?.seconds) results = previous;
    else {
      log("no 1× build figures in bench/results.json yet: measuring 1× first");
      results = {
        ...(await measureSite(PROJECT, { ...options, build: true }, { scale: 1, lighthouse: false })),
        scale: {},
      };
    }
    const scaled = makeScaledProject(PROJECT, options.scale);
    log(
      `scaled copy at ${scaled.dir}: ${scaled.generatedPages} generated pages, vocabulary ${scaled.vocabulary} words`,
    );
    try {
      // Page weight too: Gatsby's runtime chunk lists every page's chunk, so JS per page can grow with content.
      const { build, searchIndex, search, pages } = await measureSite(
        scaled.dir,
        { ...options, build: true },
        { scale: options.scale, lighthouse: false },
      );
      const jsBeforeInteraction = Object.fromEntries(
        Object.entries(pages).map(([page, weight]) => [page, weight.js ?? weight]),
      );
      const { generatedPages } = scaled;
      results.scale[options.scale] = { build, searchIndex, search, jsBeforeInteraction, generatedPages };
    } finally {
      if (!options.keep) rmSync(scaled.dir, { recursive: true, force: true });
    }
  }
  const run = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      memoryGB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: loadavg().map((value) => Math.round(value * 100) / 100),
    },
    commit: commit(),
  };
  // The top level describes the 1× run; a scale run keeps its own date, commit and load beside its figures.
  // A scale run measured without an earlier 1× run takes this run's, so the summary can name one.
  let complete: report.BenchResults;
  if (options.scale === 1) complete = { ...results, ...run };
  else {
    results.scale[options.scale].run = run;
    complete = { ...run, ...results };
  }
  complete.budgets = report.checkBudgets(complete);
  writeFileSync(RESULTS, `${JSON.stringify(complete, null, 2)}\n`);
  const markdown = report.formatMarkdown(complete);
  writeFileSync(path.join(PROJECT, "bench", "results.md"), markdown);
  console.log(`\n${markdown}`);
  log("wrote bench/results.json and bench/results.md");
}

main().catch((error) => {
  console.error(`bench failed: ${error.message}`);
  process.exit(1);
});
