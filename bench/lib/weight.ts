/**
 * What a page loads before the visitor does anything, from the browser's
 * network log: HTML, JS and CSS needed for the first view, split from what is
 * prefetched (not needed to show or use the page): the chunks webpack prefetches
 * for the search box, and any page data Gatsby fetches for links in view by then.
 */
const KINDS: Record<string, Exclude<keyof Summary, "prefetched">> = {
  document: "html",
  script: "js",
  stylesheet: "css",
  font: "font",
  image: "image",
  fetch: "data",
  xhr: "data",
};

export interface Totals {
  raw: number;
  gzip: number;
  files: number;
}

/** Bytes per kind of what a page loaded; `prefetched` holds the prefetches for links in view, not part of its own load. */
export type Summary = Record<"html" | "js" | "css" | "font" | "image" | "data" | "other" | "prefetched", Totals>;

export interface LoadEntry {
  url: string;
  resourceType: string;
  raw: number;
  gzip: number;
  prefetch: boolean;
}

/** `entries`: [{ url, resourceType, raw, gzip, prefetch }] → totals per kind, and the prefetched rest. */
export function summarizeLoads(entries: LoadEntry[]): Summary {
  const summary = Object.fromEntries(
    ["html", "js", "css", "font", "image", "data", "other", "prefetched"].map((kind) => [
      kind,
      { raw: 0, gzip: 0, files: 0 },
    ]),
  ) as Summary;
  for (const entry of entries) {
    const bucket = entry.prefetch ? summary.prefetched : summary[KINDS[entry.resourceType] ?? "other"];
    bucket.raw += entry.raw;
    bucket.gzip += entry.gzip;
    bucket.files += 1;
  }
  return summary;
}

/** Chromium marks `<link rel=prefetch>` requests with a Purpose header; Gatsby (page data of links in view) and webpack (prefetched chunks) use those. */
export function isPrefetch(headers: Record<string, string | undefined>): boolean {
  return (headers["sec-purpose"] ?? headers.purpose ?? "").toLowerCase().includes("prefetch");
}

/** Only text travels gzipped (as scripts/serve.ts sends it); fonts and images go as they are. */
export function isCompressible(contentType: string | undefined): boolean {
  return /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/.test(contentType ?? "");
}
