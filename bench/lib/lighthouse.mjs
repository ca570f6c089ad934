import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import stats from "./stats.js";
import { CHROME_FLAGS, CHROME_PATH } from "./server.mjs";

const { median } = stats;
const require = createRequire(import.meta.url);
const CLI = path.join(path.dirname(require.resolve("lighthouse/package.json")), "cli", "index.js");

function runCli(url, preset, outFile) {
  const args = [
    CLI,
    url,
    "--quiet",
    "--output=json",
    `--output-path=${outFile}`,
    "--only-categories=performance,accessibility,best-practices,seo",
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
    ...(preset === "desktop" ? ["--preset=desktop"] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`lighthouse ${preset} ${url} exited ${code}: ${stderr.trim().split("\n").slice(-3).join(" ")}`),
          ),
    );
  });
}

/** The scores (0–100) and the times (ms) in the results, by their name there: Lighthouse's category or audit id. */
const SCORES = {
  performance: "performance",
  accessibility: "accessibility",
  bestPractices: "best-practices",
  seo: "seo",
};
const TIMES = { fcpMs: "first-contentful-paint", lcpMs: "largest-contentful-paint", tbtMs: "total-blocking-time" };

/** `{ name: figure(id, name) }` for each name of `ids`, in its order (the order the results list them in). */
function eachFigure(ids, figure) {
  return Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, figure(id, name)]));
}

/** Scores as 0–100 and the four metrics from one Lighthouse report. */
export function figuresOf(report) {
  if (report.runtimeError)
    throw new Error(
      `Lighthouse could not test ${report.finalDisplayedUrl ?? report.requestedUrl}: ${report.runtimeError.code}`,
    );
  const score = (id) =>
    report.categories[id]?.score === null || report.categories[id]?.score === undefined
      ? null
      : Math.round(report.categories[id].score * 100);
  const metric = (id) => report.audits[id]?.numericValue ?? null;
  const failed = Object.values(report.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
    .map((audit) => audit.id);
  return {
    ...eachFigure(SCORES, score),
    ...eachFigure(TIMES, (id) => Math.round(metric(id))),
    cls: Math.round(metric("cumulative-layout-shift") * 1000) / 1000,
    failedAudits: failed,
  };
}

/** Runs Lighthouse `runs` times for each page and preset; per figure, the median over the runs. */
export async function measureLighthouse(pages, { runs, presets = ["mobile", "desktop"], log = () => {} }) {
  const dir = mkdtempSync(path.join(tmpdir(), "dso-lighthouse-"));
  const results = {};
  try {
    for (const preset of presets) {
      results[preset] = {};
      for (const [page, url] of Object.entries(pages)) {
        const figures = [];
        try {
          for (let run = 0; run < runs; run += 1) {
            const out = path.join(dir, `${preset}-${run}.json`);
            await runCli(url, preset, out);
            // The 1-minute load average after each run says how busy the machine was while it ran.
            figures.push({
              ...figuresOf(JSON.parse(readFileSync(out, "utf8"))),
              load: Math.round(loadavg()[0] * 100) / 100,
            });
            log(`lighthouse ${preset} ${page} run ${run + 1}: performance ${figures.at(-1).performance}`);
          }
        } catch (error) {
          results[preset][page] = { unavailable: error.message };
          continue;
        }
        const mid = (key) => {
          const value = median(figures.map((figure) => figure[key]).filter((x) => x !== null));
          return value === undefined ? null : Math.round(value * 1000) / 1000;
        };
        results[preset][page] = {
          ...eachFigure(SCORES, (_, key) => mid(key)),
          ...eachFigure(TIMES, (_, key) => Math.round(mid(key))),
          cls: mid("cls"),
          failedAudits: [...new Set(figures.flatMap((figure) => figure.failedAudits))],
          runs: figures.map(({ failedAudits, ...rest }) => rest),
        };
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
