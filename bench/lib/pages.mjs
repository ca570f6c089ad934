import { chromium } from "@playwright/test";
import { gzipSync } from "node:zlib";
import weight from "./weight.js";
import { CHROME_FLAGS, CHROME_PATH } from "./server.mjs";

const { summarizeLoads, isPrefetch, isCompressible } = weight;

/**
 * What one page loads until it is loaded and the network is idle, in a fresh
 * browser context (empty cache), measured from the bodies the browser received:
 * raw bytes and gzip bytes (level 6, as the preview server sends text).
 */
export async function measurePage(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  page.on("requestfinished", (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return undefined;
        const body = await response.body().catch(() => Buffer.alloc(0));
        const resourceType = request.resourceType();
        const gzip = isCompressible(response.headers()["content-type"]) ? gzipSync(body).length : body.length;
        return {
          url: request.url(),
          status: response.status(),
          resourceType,
          raw: body.length,
          gzip,
          prefetch: isPrefetch(await request.allHeaders()),
        };
      })(),
    );
  });
  const response = await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  const entries = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  return {
    status: response?.status() ?? null,
    ...summarizeLoads(entries),
    requests: entries.map(({ url: address, resourceType, raw, gzip, prefetch }) => ({
      url: address,
      resourceType,
      raw,
      gzip,
      prefetch,
    })),
  };
}

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
