import { expect, test } from "./fixtures";

// One page of each kind of text: home, a guide, a component page with API tables and examples, the blog.
const PAGES = ["", "intro", "components/accordion", "blog"];

// Resolves after the browser has painted what it has (two animation frames).
const painted = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

test("the two Asap files are preloaded and each fetched once", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => request.resourceType() === "font" && fetched.push(new URL(request.url()).pathname));
  await page.goto("intro");
  await page.waitForFunction(() => document.fonts.check("16px Asap") && document.fonts.check("bold 16px Asap"));
  const preloaded = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded).toHaveLength(2);
  expect(fetched.sort()).toEqual(preloaded.sort());
});

// A phone's width (Lighthouse's mobile screen), where a line that wraps differently moves most below it.
test.use({ viewport: { width: 412, height: 823 } });
for (const path of PAGES) {
  test(`text set in the fallback font does not move when Asap arrives: ${path || "home"}`, async ({ page }) => {
    // Hold the font files until the page has been painted in the fallback.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await page.evaluate(painted);
    expect(await page.evaluate(() => document.fonts.check("16px Asap")), "Asap must not have loaded yet").toBe(false);
    await page.evaluate(() => {
      const shifts = window as unknown as { fontShift: number };
      shifts.fontShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.fontShift += (entry as PerformanceEntry & { value: number }).value;
      }).observe({ type: "layout-shift" });
    });
    release();
    await page.waitForFunction(() => document.fonts.check("16px Asap") && document.fonts.check("bold 16px Asap"));
    await page.evaluate(painted);
    const shift = await page.evaluate(() => (window as unknown as { fontShift: number }).fontShift);
    // The same limit as the benchmark's CLS budget.
    expect(shift).toBeLessThan(0.01);
  });
}
