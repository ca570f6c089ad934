import { spawn } from "node:child_process";
import { createWriteStream, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Writable } from "node:stream";
import { cpuSecondsFromTimeOutput, gatsbySteps, maxRssFromTimeOutput, parseProcStat, treeRss } from "./stats";

const PAGE_SIZE = 4096;

/** Resident memory of every process on the machine, by pid. */
function snapshot() {
  const all = new Map<number, { ppid: number; rssBytes: number }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const { ppid, rssPages } = parseProcStat(readFileSync(`/proc/${entry}/stat`, "utf8"));
      all.set(Number(entry), { ppid, rssBytes: rssPages * PAGE_SIZE });
    } catch {
      // The process ended between listing and reading.
    }
  }
  return all;
}

/** Starts a command with its output going to the log; `done` resolves with its exit code and stderr. */
function start(
  command: string,
  args: string[],
  { cwd, env, log }: { cwd: string; env: NodeJS.ProcessEnv; log: Writable },
): { pid: number | undefined; done: Promise<{ code: number | null; stderr: string }> } {
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stdout.pipe(log, { end: false });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
    log.write(chunk);
  });
  const done = new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
  });
  return { pid: child.pid, done };
}

/**
 * `gatsby clean` then `gatsby build --prefix-paths` in `projectDir`, timed.
 * Peak memory is sampled over the whole process tree every 250 ms (Gatsby
 * renders HTML in worker processes), and `/usr/bin/time -v` adds the largest
 * single process when it is installed.
 */
export interface ColdBuild {
  seconds: number;
  cpuSeconds: number | null;
  peakTreeMB: number | null;
  maxProcessMB: number | null;
  slowestSteps: { step: string; seconds: number }[];
}

export async function coldBuild(
  projectDir: string,
  { env, logFile }: { env: NodeJS.ProcessEnv; logFile: string },
): Promise<ColdBuild> {
  const log = createWriteStream(logFile);
  const gatsby = path.join(projectDir, "node_modules", ".bin", "gatsby");
  const clean = await start(gatsby, ["clean"], { cwd: projectDir, env, log }).done;
  if (clean.code !== 0) throw new Error(`gatsby clean failed in ${projectDir}; see ${logFile}`);
  const timed = existsSync("/usr/bin/time");
  const [command, args]: [string, string[]] = timed
    ? ["/usr/bin/time", ["-v", gatsby, "build", "--prefix-paths"]]
    : [gatsby, ["build", "--prefix-paths"]];
  let peak = 0;
  const started = performance.now();
  const build = start(command, args, { cwd: projectDir, env, log });
  const sampler = setInterval(() => {
    if (build.pid !== undefined) peak = Math.max(peak, treeRss(snapshot(), build.pid));
  }, 250);
  const result = await build.done;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await new Promise<void>((resolve) => log.end(resolve));
  if (result.code !== 0) throw new Error(`gatsby build failed (exit ${result.code}) in ${projectDir}; see ${logFile}`);
  const maxProcess = timed ? maxRssFromTimeOutput(result.stderr) : undefined;
  return {
    seconds: Math.round(seconds * 10) / 10,
    // CPU time says what the build costs even when other work shares the machine.
    cpuSeconds: timed ? (cpuSecondsFromTimeOutput(result.stderr) ?? null) : null,
    peakTreeMB: peak ? Math.round(peak / 1024 / 1024) : null,
    maxProcessMB: maxProcess ? Math.round(maxProcess / 1024 / 1024) : null,
    slowestSteps: gatsbySteps(readFileSync(logFile, "utf8")).slice(0, 5),
  };
}
