import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { CHROME_FLAGS, CHROME_PATH } from "./server";
import { median } from "./stats";

const CLI = path.join(path.dirname(require.resolve("lighthouse/package.json")), "cli", "index.js");

type Preset = "mobile" | "desktop";

async function runCli(url: string, preset: Preset, outFile: string): Promise<void> {
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
  try {
    await promisify(execFile)(process.execPath, args, { env: { ...process.env, CHROME_PATH } });
  } catch (error) {
    const { code, stderr } = error as { code: unknown; stderr?: string };
    const last = (stderr ?? "").trim().split("\n").slice(-3).join(" ");
    throw new Error(`lighthouse ${preset} ${url} exited ${code}: ${last}`);
  }
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
function eachFigure<Name extends string, Value>(
  ids: Record<Name, string>,
  figure: (id: string, name: Name) => Value,
): Record<Name, Value> {
  return Object.fromEntries(
    (Object.entries(ids) as [Name, string][]).map(([name, id]) => [name, figure(id, name)]),
  ) as Record<Name, Value>;
}

/** The parts of a Lighthouse report (its JSON output) that the bench reads. */
export interface LighthouseReport {
  runtimeError?: { code: string };
  finalDisplayedUrl?: string;
  requestedUrl?: string;
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { id: string; score: number | null; scoreDisplayMode: string; numericValue?: number }>;
}

type Score = keyof typeof SCORES;
type Time = keyof typeof TIMES;

/** The figures of one run. */
export type LighthouseFigures = Record<Score, number | null> &
  Record<Time, number> & { cls: number; failedAudits: string[] };

/** A page's figures: per figure the median over the runs, and each run's figures. */
export type LighthousePage = Omit<LighthouseFigures, "cls"> & {
  cls: number | null;
  runs: (Omit<LighthouseFigures, "failedAudits"> & { load: number })[];
};

/** Scores as 0–100 and the four metrics from one Lighthouse report. */
export function figuresOf(report: LighthouseReport): LighthouseFigures {
  if (report.runtimeError)
    throw new Error(
      `Lighthouse could not test ${report.finalDisplayedUrl ?? report.requestedUrl}: ${report.runtimeError.code}`,
    );
  const score = (id: string) => {
    const value = report.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const metric = (id: string) => report.audits[id]?.numericValue ?? 0;
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
export async function measureLighthouse(
  pages: Record<string, string>,
  { runs, log }: { runs: number; log: (message: string) => void },
): Promise<Record<Preset, Record<string, LighthousePage | { unavailable: string }>>> {
  const dir = mkdtempSync(path.join(tmpdir(), "dso-lighthouse-"));
  const results: Record<Preset, Record<string, LighthousePage | { unavailable: string }>> = { mobile: {}, desktop: {} };
  try {
    for (const preset of ["mobile", "desktop"] as const) {
      for (const [page, url] of Object.entries(pages)) {
        const figures: (LighthouseFigures & { load: number })[] = [];
        try {
          for (let run = 0; run < runs; run += 1) {
            const out = path.join(dir, `${preset}-${run}.json`);
            await runCli(url, preset, out);
            // The 1-minute load average after each run says how busy the machine was while it ran.
            figures.push({
              ...figuresOf(JSON.parse(readFileSync(out, "utf8"))),
              load: Math.round(loadavg()[0] * 100) / 100,
            });
            log(`lighthouse ${preset} ${page} run ${run + 1}: performance ${figures.at(-1)!.performance}`);
          }
        } catch (error) {
          results[preset][page] = { unavailable: (error as Error).message };
          continue;
        }
        const mid = (key: Score | Time | "cls") => {
          const value = median(figures.map((figure) => figure[key]).filter((x) => x !== null));
          return value === undefined ? null : Math.round(value * 1000) / 1000;
        };
        results[preset][page] = {
          ...eachFigure(SCORES, (_, key) => mid(key)),
          ...eachFigure(TIMES, (_, key) => Math.round(mid(key) ?? 0)),
          cls: mid("cls"),
          failedAudits: [...new Set(figures.flatMap((figure) => figure.failedAudits))],
          runs: figures.map(({ failedAudits: _failedAudits, ...rest }) => rest),
        };
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
