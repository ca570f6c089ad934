/**
 * Search speed, read from the User Timing entries the search box emits:
 * `dso-search` for each keystroke's search and `dso-search-first` from first
 * focus to the first suggestions shown, half a second after the pointer first moved, and with
 * focus as the page's first event. Every page has the search box (`input[role=combobox]`) in its
 * navbar; when it emits no measures, the figures are reported as unavailable.
 */
import type { Browser, Locator, Page } from "@playwright/test";
import { relevance, type RelevanceQuery, type RelevanceReport } from "./relevance";
import { median, percentile } from "./stats";

const BOX = 'input[role="combobox"]';
/** How long before focusing the box the pointer first moves, in the first-suggestions scenario. */
const POINTER_LEAD_MS = 500;

const round = (value: number | undefined) => (value === undefined ? null : Math.round(value * 100) / 100);

async function entries(page: Page, name: string): Promise<number[]> {
  return page.evaluate(
    (entryName) => performance.getEntriesByName(entryName, "measure").map((entry) => entry.duration),
    name,
  );
}

async function freshPage(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  return { context, page };
}

export interface SearchTimings {
  queries: number;
  firstRuns: number;
  firstSuggestionsMs: number | null;
  /** Absent in results from before 2026-12-07. */
  focusFirstMs?: number | null;
  keystroke: { count: number; p50: number | null; p95: number | null; max: number | null };
}

export async function measureSearch(
  browser: Browser,
  homeUrl: string,
  queries: string[],
  { firstRuns = 9 } = {},
): Promise<SearchTimings | { unavailable: string }> {
  // A visitor moves the pointer, or presses a key, before the box has focus: half a second before
  // is the first scenario, the reported figure. Focus as the page's first event (a tab, or Ctrl+K
  // straight after the load) is the second.
  const first: Record<"afterPointer" | "focusFirst", number[]> = { afterPointer: [], focusFirst: [] };
  for (let run = 0; run < firstRuns * 2; run += 1) {
    const scenario = run % 2 === 0 ? "afterPointer" : "focusFirst";
    const { context, page } = await freshPage(browser, homeUrl);
    if (scenario === "afterPointer") {
      await page.mouse.move(400, 300);
      await page.mouse.move(420, 310);
      await page.waitForTimeout(POINTER_LEAD_MS);
    }
    await page.locator(BOX).first().focus();
    await page.keyboard.type(queries[Math.floor(run / 2) % queries.length]);
    await page
      .waitForFunction(() => performance.getEntriesByName("dso-search-first", "measure").length > 0, undefined, {
        timeout: 15_000,
      })
      .catch(() => undefined);
    first[scenario].push(...(await entries(page, "dso-search-first")).slice(0, 1));
    await context.close();
  }

  const { context, page } = await freshPage(browser, homeUrl);
  const box = page.locator(BOX).first();
  await box.focus();
  for (const query of queries) {
    await box.fill("");
    // One key at a time, as a visitor types; each keystroke runs a search.
    for (const char of query) await page.keyboard.type(char);
    await page.waitForTimeout(50);
  }
  const keystrokes = await entries(page, "dso-search");
  await context.close();
  if (keystrokes.length === 0) return { unavailable: "the search box emitted no dso-search measures" };
  return {
    queries: queries.length,
    firstRuns: first.afterPointer.length,
    firstSuggestionsMs: round(median(first.afterPointer)),
    focusFirstMs: round(median(first.focusFirst)),
    keystroke: {
      count: keystrokes.length,
      p50: round(percentile(keystrokes, 50)),
      p95: round(percentile(keystrokes, 95)),
      max: round(Math.max(...keystrokes)),
    },
  };
}

/**
 * Relevance of what a visitor sees (bench/relevance.json): for each query, the pages the navbar's
 * suggestions lead to and the pages of the search page's results, in order, scored by relevance.ts.
 */
export async function measureRelevance(
  browser: Browser,
  baseUrl: string,
  queries: RelevanceQuery[],
): Promise<{ suggestions: RelevanceReport; searchPage: RelevanceReport }> {
  const { context, page } = await freshPage(browser, `${baseUrl}/search`);
  const searches = () => page.evaluate(() => performance.getEntriesByName("dso-search", "measure").length);
  // Types a query into an input and waits for its answer to render.
  async function ask(input: Locator, query: string) {
    const before = await searches();
    await input.fill(query);
    await page
      .waitForFunction((count) => performance.getEntriesByName("dso-search", "measure").length > count, before, {
        timeout: 15_000,
      })
      .catch((error: Error) => {
        throw new Error(`relevance query "${query}": no search answered within 15 s (${error.message.split("\n")[0]})`);
      });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30))));
  }
  // Each query's routes in one place: asked in `input`, read from the `attribute` of the `links`, in order.
  async function ranked(input: Locator, links: string, attribute: string, settleMs: number) {
    const routes: Record<string, string[]> = {};
    for (const { q } of queries) {
      await ask(input, q);
      if (settleMs) await page.waitForTimeout(settleMs);
      const hrefs = await page
        .locator(links)
        .evaluateAll((elements, name) => elements.map((element) => element.getAttribute(name)), attribute);
      routes[q] = hrefs.filter((href): href is string => Boolean(href)).map((href) => new URL(href, baseUrl).pathname);
    }
    return (q: string) => routes[q];
  }
  try {
    // The navbar's list closes when focus leaves the box, so each place gets its own pass.
    const box = page.locator(BOX).first();
    await box.focus();
    const suggestions = await ranked(box, '[role="listbox"] [role="option"][data-href]', "data-href", 0);
    // The search page renders its 100 results as a deferred update.
    const results = await ranked(page.locator("#search-page-input"), "main ol > li h2 a", "href", 50);
    // Suggestions lead to routes below the base path, result links include it; relevance.ts takes both.
    return { suggestions: relevance(queries, suggestions), searchPage: relevance(queries, results) };
  } finally {
    await context.close();
  }
}
