import type { Browser, Page } from "@playwright/test";

export interface Totals {
  raw: number;
  gzip: number;
  files: number;
}
export interface PageWeight {
  status: number | null;
  html: Totals;
  js: Totals;
  css: Totals;
  font: Totals;
  image: Totals;
  data: Totals;
  other: Totals;
  /** Prefetches for links in view, not part of the page's own load. */
  prefetched: Totals;
  requests: Array<{ url: string; resourceType: string; raw: number; gzip: number; prefetch: boolean }>;
}
export function measurePage(
  browser: Browser,
  url: string,
  options?: { prepare?: (page: Page) => Promise<void> },
): Promise<PageWeight>;
