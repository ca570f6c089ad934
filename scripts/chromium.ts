/**
 * The Chromium that the browser tests (playwright.config.ts) and the benchmark (bench/lib/server.ts)
 * start: Debian's, unless CHROME_PATH names another.
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** No sandbox and no GPU, and none of Chromium's own traffic or first-run work while it is measured or tested. */
export const QUIET_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
