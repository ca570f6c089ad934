/**
 * What a page loads before the visitor does anything, from the browser's
 * network log: HTML, JS and CSS needed for the first view, split from what is
 * prefetched (not needed to show or use the page): the chunks webpack prefetches
 * for the search box, and any page data Gatsby fetches for links in view by then.
 */
const KINDS = {
  document: "html",
  script: "js",
  stylesheet: "css",
  font: "font",
  image: "image",
  fetch: "data",
  xhr: "data",
};

function emptyTotals() {
  return { raw: 0, gzip: 0, files: 0 };
}

/** `entries`: [{ url, resourceType, raw, gzip, prefetch }] → totals per kind, and the prefetched rest. */
function summarizeLoads(entries) {
  const summary = {
    html: emptyTotals(),
    js: emptyTotals(),
    css: emptyTotals(),
    font: emptyTotals(),
    image: emptyTotals(),
    data: emptyTotals(),
    other: emptyTotals(),
    prefetched: emptyTotals(),
  };
  for (const entry of entries) {
    const bucket = entry.prefetch ? summary.prefetched : summary[KINDS[entry.resourceType] ?? "other"];
    bucket.raw += entry.raw;
    bucket.gzip += entry.gzip;
    bucket.files += 1;
  }
  return summary;
}

/** Chromium marks `<link rel=prefetch>` requests with a Purpose header; Gatsby (page data of links in view) and webpack (prefetched chunks) use those. */
function isPrefetch(headers) {
  const purpose = (headers["sec-purpose"] ?? headers.purpose ?? "").toLowerCase();
  return purpose.includes("prefetch");
}

/** Only text travels gzipped (as scripts/serve.mjs sends it); fonts and images go as they are. */
function isCompressible(contentType) {
  return /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/.test(contentType ?? "");
}

module.exports = { summarizeLoads, isPrefetch, isCompressible };
