import { defineConfig } from "@playwright/test";
import { CHROME_PATH, QUIET_FLAGS } from "./scripts/chromium";

/**
 * An author's round trip (e2e/develop/): `gatsby develop` started over whatever the last build
 * left in .cache and public/, a page opened, its MDX edited. `npm run test:develop`, in `npm test`
 * after the build (`npm run build:test`) and the browser tests
 * (docs/decisions/0025-the-development-server-shows-the-mdx-as-it-is-after-any-build.md).
 */
const PORT = Number(process.env.PW_DEVELOP_PORT ?? 8123);

export default defineConfig({
  testDir: "e2e/develop",
  workers: 1,
  retries: 0,
  // Each test waits for the development server to rebuild after an edit, and then for it to settle back.
  timeout: 90_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    launchOptions: { executablePath: CHROME_PATH, args: QUIET_FLAGS },
  },
  webServer: {
    command: `gatsby develop --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    // A development server over a warm cache is ready in one to two minutes on two cores.
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
