import { spawn } from "node:child_process";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import * as chromium from "../../scripts/chromium";

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
  const child = spawn(process.execPath, args, {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}${basePath.replace(/\/$/, "")}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the preview server on port ${port} stopped: ${output.trim()}`);
    try {
      if ((await fetch(`${base}/`)).ok) return { base, stop: () => stopChild(child) };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`the preview server did not answer on port ${port}: ${output.trim()}`);
}

/** Ends the server and resolves once it has exited, so the next one can take its port. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill();
  });
}

/** Chromium flags for every browser the bench starts: headless, and no host but this machine can be reached. */
export const CHROME_FLAGS = [
  "--headless=new",
  ...chromium.QUIET_FLAGS,
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

export const CHROME_PATH = chromium.CHROME_PATH;
