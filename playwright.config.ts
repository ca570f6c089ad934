import { defineConfig } from "@playwright/test";
import { CHROME_PATH, QUIET_FLAGS } from "./scripts/chromium";

/**
 * Browser tests against the built site, served by scripts/serve.ts on 127.0.0.1,
 * in Debian's Chromium (Playwright cannot download browsers here).
 */
// PW_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env.PW_PORT ?? 9123);
// The base path the site under test was built for (GATSBY_BASE_PATH of that build).
export const BASE_PATH = process.env.PW_BASE_PATH ?? "/master/";
export const BASE = `http://127.0.0.1:${PORT}${BASE_PATH.replace(/\/$/, "")}`;

export default defineConfig({
  testDir: "e2e",
  // The development server's round trip and the real playground have configs of their own.
  testIgnore: ["develop/**", "playground/**"],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL: `${BASE}/`,
    launchOptions: {
      executablePath: CHROME_PATH,
      args: QUIET_FLAGS,
    },
  },
  webServer: {
    command: `node --import tsx scripts/serve.ts --port ${PORT} --base ${BASE_PATH}`,
    url: `${BASE}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
