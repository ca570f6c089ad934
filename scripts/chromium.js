/**
 * The Chromium that the browser tests (playwright.config.ts) and the benchmark (bench/lib/server.mjs)
 * start: Debian's, unless CHROME_PATH names another. CommonJS, so that the Playwright config and the
 * benchmark's ES modules both load this one definition.
 */
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** No sandbox and no GPU, and none of Chromium's own traffic or first-run work while it is measured or tested. */
const QUIET_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

module.exports = { CHROME_PATH, QUIET_FLAGS };
