const { gzipSync } = require("node:zlib");
const { summarizeLoads, isPrefetch, isCompressible } = require("./weight");

/**
 * What one page loads before the visitor does anything: the benchmark's figures (bench/run.mjs)
 * and the budget test (e2e/budgets.spec.ts) both come from this one function, so "JavaScript
 * before interaction" means the same in both. The page opens in a fresh browser context (empty
 * cache) and is measured until it has loaded and the network is idle, from the bodies the browser
 * received: raw bytes and gzip bytes (level 6, as the preview server sends text). Prefetches for
 * links in view are counted apart (weight.js). `prepare(page)` runs before the page opens, for
 * routes such as a stand-in versions file.
 */
async function measurePage(browser, url, { prepare } = {}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (prepare) await prepare(page);
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
  } finally {
    await context.close();
  }
}

module.exports = { measurePage };
