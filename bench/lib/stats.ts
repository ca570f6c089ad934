/** Small statistics and parsing helpers for the benchmark (bench/run.ts). */

/** The p-th percentile (0–100) by the nearest-rank method; undefined for no values. */
export function percentile(values: number[], p: number): number | undefined {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** The median; for an even count the mean of the two middle values. */
export function median(values: number[]): number | undefined {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** "Maximum resident set size (kbytes): 1969028" from `/usr/bin/time -v` → bytes. */
export function maxRssFromTimeOutput(text: string): number | undefined {
  const match = /Maximum resident set size \(kbytes\):\s*(\d+)/.exec(text);
  return match ? Number(match[1]) * 1024 : undefined;
}

/** User plus system CPU seconds of the build and its children, from `/usr/bin/time -v`. */
export function cpuSecondsFromTimeOutput(text: string): number | undefined {
  const user = /User time \(seconds\):\s*([\d.]+)/.exec(text);
  const system = /System time \(seconds\):\s*([\d.]+)/.exec(text);
  return user && system ? Math.round((Number(user[1]) + Number(system[1])) * 10) / 10 : undefined;
}

/** Gatsby's own step timings ("success Building static HTML for pages - 8.963s"), longest first. */
export function gatsbySteps(log: string): { step: string; seconds: number }[] {
  const plain = log
    // eslint-disable-next-line no-control-regex -- the escape character starts the terminal colour codes removed here
    .replace(/\u001b\[[0-9;]*[A-Za-z]/g, "")
    .replace(/\r/g, "\n")
    .replace(/ -\n(\d)/g, " - $1");
  const steps = new Map<string, number>();
  for (const match of plain.matchAll(/^success (.+?) - ([\d.]+)s/gm)) steps.set(match[1].trim(), Number(match[2]));
  return [...steps.entries()].map(([step, seconds]) => ({ step, seconds })).sort((a, b) => b.seconds - a.seconds);
}

/** Resident memory of a process tree: `stats` maps pid → { ppid, rssBytes }; sums `root` and its descendants. */
export function treeRss(stats: Map<number, { ppid: number; rssBytes: number }>, root: number): number {
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  // A pid counts once, even where the parent links form a loop.
  const seen = new Set<number>();
  const rss = (pid: number): number => {
    if (seen.has(pid)) return 0;
    seen.add(pid);
    return (stats.get(pid)?.rssBytes ?? 0) + (children.get(pid) ?? []).reduce((sum, child) => sum + rss(child), 0);
  };
  return rss(root);
}

/** `/proc/PID/stat` → { ppid, rssPages }; the command name may hold spaces and parentheses. */
export function parseProcStat(text: string): { ppid: number; rssPages: number } {
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return { ppid: Number(fields[1]), rssPages: Number(fields[21]) };
}

/** Command-line options of `npm run bench -- …`. */
export interface BenchOptions {
  scale: number;
  lighthouse: boolean;
  build: boolean;
  queries: number;
  runs: number;
  develop: boolean;
  port: number;
  keep: boolean;
  heapMB: number | undefined;
}

export function parseArgs(argv: string[]): BenchOptions {
  const options: BenchOptions = {
    scale: 1,
    lighthouse: true,
    build: true,
    queries: 50,
    runs: 5,
    develop: true,
    port: 9290,
    keep: false,
    heapMB: undefined,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    const value = () => {
      if (index + 1 === argv.length) throw new Error(`${arg} needs a value`);
      index += 1;
      return argv[index];
    };
    if (arg === "--scale") options.scale = Number(value());
    else if (arg === "--port") options.port = Number(value());
    else if (arg === "--runs") options.runs = Number(value());
    else if (arg === "--heap") options.heapMB = Number(value());
    else if (arg === "--skip-lighthouse") options.lighthouse = false;
    else if (arg === "--skip-build") options.build = false;
    else if (arg === "--skip-develop") options.develop = false;
    else if (arg === "--keep") options.keep = true;
    else if (arg === "--quick")
      Object.assign(options, { lighthouse: false, build: false, develop: false, queries: 10 });
    else
      throw new Error(
        `unknown option ${arg} (known: --scale N, --quick, --skip-lighthouse, --skip-build, --skip-develop, --runs N, --port N, --heap MB, --keep)`,
      );
  }
  if (!Number.isInteger(options.scale) || options.scale < 1)
    throw new Error(`--scale must be a whole number of at least 1, not ${options.scale}`);
  // Node's default heap (about 4 GB here) runs out while Gatsby renders the HTML of the 10× site.
  if (options.heapMB === undefined && options.scale > 1) options.heapMB = 8192;
  if (options.heapMB !== undefined && !(Number.isInteger(options.heapMB) && options.heapMB >= 512))
    throw new Error(`--heap must be a whole number of MB (at least 512), not ${options.heapMB}`);
  if (!Number.isInteger(options.runs) || options.runs < 1)
    throw new Error(`--runs must be a whole number of at least 1, not ${options.runs}`);
  return options;
}
