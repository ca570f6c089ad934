import { chromium } from "@playwright/test";
import firstLoad from "./firstLoad.js";
import { CHROME_FLAGS, CHROME_PATH } from "./server.mjs";

/** What one page loads before any interaction (firstLoad.js, shared with e2e/budgets.spec.ts). */
export const { measurePage } = firstLoad;

export async function withBrowser(work) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => flag !== "--headless=new"),
  });
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}
