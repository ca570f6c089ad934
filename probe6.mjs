import { chromium } from "/work/main/node_modules/@playwright/test/index.mjs";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
await page.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push({ t: Math.round(e.startTime), v: e.value.toFixed(3), src: e.sources.map((s) => `${s.node?.nodeName}.${s.node?.className?.toString().slice(0, 30)} ${JSON.stringify(s.previousRect.toJSON ? { y: s.previousRect.y, h: s.previousRect.height } : {})} -> ${JSON.stringify({ y: s.currentRect.y, h: s.currentRect.height })}`) }); }).observe({ type: "layout-shift", buffered: true });
});
await page.goto("http://127.0.0.1:9555/master/search?q=knop", { waitUntil: "load" });
await page.waitForTimeout(3000);
console.log(JSON.stringify(await page.evaluate(() => window.__shifts), null, 1));
await browser.close();
