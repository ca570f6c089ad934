import { defineConfig } from "@playwright/test";
import { CHROME_PATH, QUIET_FLAGS } from "./scripts/chromium";

/**
 * The live examples against the real playground of the release (e2e/playground/): the Storybooks
 * built from the design system's repository, served at their production paths in front of the
 * built site. PLAYGROUND_DIR names the built repository; without it the test is skipped.
 */
const PORT = Number(process.env.PW_PORT ?? 9130);
const PLAYGROUND_DIR = process.env.PLAYGROUND_DIR;

export default defineConfig({
  testDir: "e2e/playground",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 180_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/master/`,
    launchOptions: { executablePath: CHROME_PATH, args: QUIET_FLAGS },
  },
  webServer: PLAYGROUND_DIR
    ? {
        command: `node --import tsx scripts/serve.ts --port ${PORT} --base /master/ --playground "${PLAYGROUND_DIR}"`,
        url: `http://127.0.0.1:${PORT}/master/`,
        reuseExistingServer: false,
        timeout: 30_000,
      }
    : undefined,
});
