import { spawn } from "node:child_process";
import path from "node:path";

/** The project's preview server (gzip, 404 status) over a built public/, as a real host would serve it. */
export async function startServer(projectDir, port) {
  const child = spawn(process.execPath, [path.join(projectDir, "scripts", "serve.mjs"), "--port", String(port), "--root", path.join(projectDir, "public")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}/master`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the preview server on port ${port} stopped: ${output.trim()}`);
    try {
      if ((await fetch(`${base}/`)).ok) return { base, stop: () => child.kill() };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`the preview server did not answer on port ${port}: ${output.trim()}`);
}

/** Chromium flags for every browser the bench starts: headless, and no host but this machine can be reached. */
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
