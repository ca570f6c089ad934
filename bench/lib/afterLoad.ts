import type { Browser } from "@playwright/test";
import { recordRequests } from "./firstLoad";
import { prefetchKind, summarizePrefetches, type PrefetchKind, type PrefetchSummary } from "./prefetch";

/**
 * How long the page is watched after its first load. Gatsby starts fetching the data of links in
 * view 3 s after the first one comes into view, four pages at a time with 3 s between batches
 * (.cache/loader.js in the build), so the queue of a long page outlasts any window: 20 s covers
 * the first five or six batches, about a visitor's glance over the page. Fixed, so runs compare.
 */
export const WINDOW_MS = 20_000;
/** Scrolling in steps of half a viewport brings every link into view on the way down. */
const SCROLL_STEP_MS = 100;

/**
 * What a page fetches ahead of need (prefetch.ts), in a fresh browser context: the prefetches of
 * its first load (until the network is idle, as firstLoad.ts measures it), and everything of those
 * kinds in the window after it, while the page, after one key press, is scrolled to the bottom
 * and left there.
 * `navigator.connection` is set, so the result does not depend on what the browser guesses of this
 * machine's network: 4G, and with `saveData` the visitor's "save data" setting (plus its
 * `Save-Data: on` header), under which the site and Gatsby fetch no page data ahead of need
 * (src/lib/connection.ts, src/article/browser/clicks.ts).
 */
export interface AfterLoad {
  connection: { saveData: boolean; effectiveType: string };
  windowMs: number;
  duringLoad: PrefetchSummary;
  afterLoad: PrefetchSummary;
  requests: { path: string; phase: string; kind: PrefetchKind; prefetch: boolean; gzip: number }[];
}

export async function measureAfterLoad(browser: Browser, url: string, { saveData = false } = {}): Promise<AfterLoad> {
  const connection = { saveData, effectiveType: "4g" };
  const context = await browser.newContext(saveData ? { extraHTTPHeaders: { "Save-Data": "on" } } : {});
  try {
    const page = await context.newPage();
    await page.addInitScript((value) => Object.defineProperty(navigator, "connection", { value }), connection);
    const recorder = recordRequests(page);
    await page.goto(url, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    recorder.setPhase("after load");
    const started = Date.now();
    // One key press is the visitor's first interaction, on which search loads its data; the pointer
    // stays out of the page, as pointing at links (which fetches their data) is not simulated.
    await page.keyboard.press("Shift");
    // This runs in the page, whose globalThis is its window. No named function inside: tsx, which runs
    // the bench, wraps one in a helper (`__name`) that the page does not have.
    await page.evaluate(async (stepMs) => {
      const view = globalThis;
      for (let y = 0; y < view.document.documentElement.scrollHeight - view.innerHeight; y += view.innerHeight / 2) {
        view.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, stepMs));
      }
      view.scrollTo(0, view.document.documentElement.scrollHeight - view.innerHeight);
    }, SCROLL_STEP_MS);
    await page.waitForTimeout(Math.max(0, WINDOW_MS - (Date.now() - started)));
    // What started within the window counts in full.
    for (let waited = 0; recorder.inFlight() > 0 && waited < 10_000; waited += 100) await page.waitForTimeout(100);
    const entries = await recorder.entries();
    const duringLoad = entries.filter((entry) => entry.phase === "load" && entry.prefetch);
    const afterLoad = entries.filter((entry) => entry.phase === "after load");
    return {
      connection,
      windowMs: WINDOW_MS,
      duringLoad: summarizePrefetches(duringLoad),
      afterLoad: summarizePrefetches(afterLoad),
      requests: [...duringLoad, ...afterLoad].flatMap(({ url: address, phase, prefetch, gzip }) => {
        const kind = prefetchKind({ url: address, prefetch });
        return kind === "other" ? [] : [{ path: new URL(address).pathname, phase, kind, prefetch, gzip }];
      }),
    };
  } finally {
    await context.close();
  }
}
