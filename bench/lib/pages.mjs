import { chromium } from "@playwright/test";
import afterLoad from "./afterLoad.js";
import * as firstLoad from "./firstLoad.ts";
import { CHROME_FLAGS, CHROME_PATH } from "./server.mjs";

/** What one page loads before any interaction (firstLoad.ts, shared with e2e/budgets.spec.ts). */
export const { measurePage } = firstLoad;
/** What one page fetches ahead of need during and after its first load (afterLoad.js). */
export const { measureAfterLoad } = afterLoad;

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
