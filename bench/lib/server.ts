import { chromium as playwrightChromium, type Browser } from "@playwright/test";
import { spawn } from "node:child_process";
import path from "node:path";
import * as chromium from "../../scripts/chromium";

/**
 * Starts a server process and resolves once `url` answers, `seconds` after the start; `stop` ends it
 * and resolves once it has exited, so the next one can take its port. With `group` the process gets
 * a process group of its own, which `stop` ends whole (gatsby develop works in child processes).
 */
export async function startProcess(
  command: string,
  args: string[],
  { url, name, withinMs, everyMs, cwd, group = false }: ProcessOptions,
): Promise<{ stop: () => Promise<void>; seconds: number }> {
  const child = spawn(command, args, { cwd, detached: group, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => (output = `${output}${chunk}`.slice(-4000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      if (group) process.kill(-child.pid!, "SIGTERM");
      else child.kill();
    });
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (child.exitCode !== null) throw new Error(`${name} stopped: ${output.trim()}`);
    try {
      if ((await fetch(url)).ok) return { stop, seconds: (Date.now() - started) / 1000 };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  await stop();
  throw new Error(`${name} did not answer within ${withinMs / 1000} s: ${output.trim()}`);
}

interface ProcessOptions {
  url: string;
  /** What the process is, in errors. */
  name: string;
  withinMs: number;
  everyMs: number;
  cwd?: string;
  group?: boolean;
}

/**
 * The project's preview server (gzip, 404 status) over a built public/, as a real host would serve it,
 * under `basePath`. Its playground story frames answer 404, unless `stories` serves stand-in stories for them.
 */
export async function startServer(
  projectDir: string,
  port: number,
  { stories = false, basePath = "/master/" } = {},
): Promise<{ base: string; stop: () => Promise<void> }> {
  const args = [
    "--import",
    "tsx",
    path.join(projectDir, "scripts", "serve.ts"),
    "--port",
    String(port),
    "--root",
    path.join(projectDir, "public"),
    "--base",
    basePath,
    ...(stories ? ["--stories"] : []),
  ];
  const base = `http://127.0.0.1:${port}${basePath.replace(/\/$/, "")}`;
  const name = `the preview server on port ${port}`;
  const { stop } = await startProcess(process.execPath, args, {
    url: `${base}/`,
    name,
    withinMs: 10_000,
    everyMs: 100,
  });
  return { base, stop };
}

/** Chromium flags for every browser the bench starts: headless, and no host but this machine can be reached. */
export const CHROME_FLAGS = [
  "--headless=new",
  ...chromium.QUIET_FLAGS,
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

export const CHROME_PATH = chromium.CHROME_PATH;

/** Runs `work` with a Chromium of the bench's own, closed afterwards. */
export async function withBrowser<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await playwrightChromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => flag !== "--headless=new"),
  });
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}
