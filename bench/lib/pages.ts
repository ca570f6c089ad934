import { chromium, type Browser } from "@playwright/test";
import { CHROME_FLAGS, CHROME_PATH } from "./server";

/** Runs `work` with a Chromium of the bench's own, closed afterwards. */
export async function withBrowser<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
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
