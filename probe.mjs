import { chromium } from "/work/main/node_modules/@playwright/test/index.mjs";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const all = [];
for (let i = 0; i < 21; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("http://127.0.0.1:9555/master/", { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  await page.locator('input[role="combobox"]').first().focus();
  await page.keyboard.type(["knop", "kleur", "formulier"][i % 3]);
  await page.waitForFunction(() => performance.getEntriesByName("dso-search-first", "measure").length > 0);
  all.push(Math.round(await page.evaluate(() => performance.getEntriesByName("dso-search-first", "measure")[0].duration)));
  await context.close();
}
console.log(all.join(" "), "median", all.sort((a, b) => a - b)[10]);
await browser.close();
