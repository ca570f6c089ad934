import { chromium } from "/work/main/node_modules/@playwright/test/index.mjs";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (let i = 0; i < 8; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("http://127.0.0.1:9555/master/", { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  await page.locator('input[role="combobox"]').first().focus();
  await page.keyboard.type("knop");
  await page.waitForFunction(() => performance.getEntriesByName("dso-search-first", "measure").length > 0);
  console.log(JSON.stringify(await page.evaluate(() => { const f = performance.getEntriesByName("dso-search-focus")[0].startTime; return { first: Math.round(performance.getEntriesByName("dso-search-first", "measure")[0].duration), data: Math.round(window.__data), ...Object.fromEntries(Object.entries(window.__dbg).map(([k, v]) => [k, Math.round(v)])), search: performance.getEntriesByName("dso-search", "measure").slice(0, 1).map((e) => Math.round(e.startTime - f) + "+" + e.duration.toFixed(1))[0] }; })));
  await context.close();
}
await browser.close();
