import type { Browser, Page, Request, Response } from "@playwright/test";
import { gzipSync } from "node:zlib";
import { summarizeLoads, isPrefetch, isCompressible, type LoadEntry, type Summary } from "./weight";

export interface PageWeight extends Summary {
  status: number | null;
  requests: LoadEntry[];
}

/** One finished request, with the phase (`setPhase`) it started in. */
export interface RequestEntry extends LoadEntry {
  status: number;
  phase: string;
}

/**
 * What one page loads before the visitor does anything: the benchmark's figures (bench/run.ts)
 * and the budget test (e2e/budgets.spec.ts) both come from this one function, so "JavaScript
 * before interaction" means the same in both. The page opens in a fresh browser context (empty
 * cache) and is measured until it has loaded and the network is idle, from the bodies the browser
 * received: raw bytes and gzip bytes (level 6, as the preview server sends text). Prefetches (such
 * as webpack's for the search box's chunks) are counted apart (weight.ts). `prepare(page)` runs
 * before the page opens, for routes such as a stand-in versions file.
 */
export async function measurePage(
  browser: Browser,
  url: string,
  { prepare }: { prepare?: (page: Page) => Promise<void> } = {},
): Promise<PageWeight> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (prepare) await prepare(page);
    const recorder = recordRequests(page);
    const response = await page.goto(url, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    const entries = await recorder.entries();
    return {
      status: response?.status() ?? null,
      ...summarizeLoads(entries),
      requests: entries.map(({ status: _status, phase: _phase, ...entry }) => entry),
    };
  } finally {
    await context.close();
  }
}

/**
 * Records every request of `page` that finishes from now on, with its body's raw and gzip bytes
 * and the phase (`setPhase`) it started in. `entries()` resolves once every body is read; `inFlight()`
 * counts the requests still under way.
 */
export function recordRequests(page: Page) {
  // Settled as values: a body read that fails before entries() is awaited must not be an unhandled
  // rejection, which ends the whole bench (it did, "request.sizes: Target page … has been closed").
  const pending: Array<Promise<{ entry?: RequestEntry; error?: unknown }>> = [];
  let phase = "load";
  let inFlight = 0;
  const phases = new Map<Request, string>();
  let counting = true;
  page.on("request", (request) => {
    inFlight += 1;
    phases.set(request, phase);
  });
  page.on("requestfailed", () => (inFlight -= 1));
  page.on("requestfinished", (request) => {
    inFlight -= 1;
    // A request that ends after the entries were taken is not counted, and the page may close while
    // it is read (the budgets test once failed on that, "Target page … has been closed").
    const counted = counting;
    pending.push(
      entryOf(request, phases.get(request) ?? phase).then(
        (entry) => ({ entry }),
        (error: unknown) => (counted ? { error } : {}),
      ),
    );
  });
  return {
    setPhase: (next: string) => (phase = next),
    inFlight: () => inFlight,
    entries: async () => {
      counting = false;
      const settled = await Promise.all(pending);
      const failed = settled.find((read) => "error" in read);
      if (failed) throw failed.error;
      return settled.flatMap(({ entry }) => (entry ? [entry] : []));
    },
  };
}

async function entryOf(request: Request, phase: string): Promise<RequestEntry | undefined> {
  const response = await request.response();
  if (!response) return undefined;
  const body = await bodyOf(request, response);
  const gzip = isCompressible(response.headers()["content-type"]) ? gzipSync(body).length : body.length;
  return {
    url: request.url(),
    status: response.status(),
    resourceType: request.resourceType(),
    raw: body.length,
    gzip,
    prefetch: isPrefetch(await request.allHeaders()),
    phase,
  };
}

/**
 * A response's body. Chromium keeps none for a `<link rel="prefetch">` request (the page never
 * reads it), so such a body is fetched once more from the server, which is this machine's.
 */
async function bodyOf(request: Request, response: Response): Promise<Buffer> {
  const body = await response.body().catch(() => Buffer.alloc(0));
  if (body.length > 0 || (await request.sizes()).responseBodySize === 0) return body;
  const again = await fetch(request.url()).catch(() => undefined);
  return again ? Buffer.from(await again.arrayBuffer()) : body;
}
