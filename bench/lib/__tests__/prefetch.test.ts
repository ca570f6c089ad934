import { pageDataRequests, prefetchKind, summarizePrefetches } from "../prefetch";

const BASE = "http://127.0.0.1:9290/master";

describe("what a page fetches ahead of need", () => {
  it("tells Gatsby's page data, app data and static query results, prefetched chunks and search data, from the rest", () => {
    expect(prefetchKind({ url: `${BASE}/page-data/components/badge/page-data.json`, prefetch: true })).toBe("pageData");
    expect(prefetchKind({ url: `${BASE}/page-data/index/page-data.json`, prefetch: false })).toBe("pageData");
    expect(prefetchKind({ url: `${BASE}/page-data/app-data.json`, prefetch: false })).toBe("appData");
    expect(prefetchKind({ url: `${BASE}/page-data/sq/d/4101360902.json`, prefetch: true })).toBe("staticQuery");
    expect(prefetchKind({ url: `${BASE}/922-21642.js`, prefetch: true })).toBe("chunk");
    expect(prefetchKind({ url: `${BASE}/static/search-3f2a1.index.json`, prefetch: false })).toBe("search");
    expect(prefetchKind({ url: `${BASE}/static/search-3f2a1.store.json`, prefetch: false })).toBe("search");
    // A chunk the page loads for itself, a story frame and a font are not fetched ahead of need.
    expect(prefetchKind({ url: `${BASE}/447-12f95.js`, prefetch: false })).toBe("other");
    expect(prefetchKind({ url: "http://127.0.0.1:9290/!storybook/master/iframe.html?id=x", prefetch: false })).toBe(
      "other",
    );
    expect(prefetchKind({ url: `${BASE}/static/asap.woff2`, prefetch: true })).toBe("other");
  });

  it("adds up requests, prefetches and bytes per kind, with a total that leaves the rest out", () => {
    const summary = summarizePrefetches([
      { url: `${BASE}/page-data/components/badge/page-data.json`, raw: 20000, gzip: 4000, prefetch: true },
      { url: `${BASE}/page-data/components/badge/page-data.json`, raw: 20000, gzip: 4000, prefetch: false },
      { url: `${BASE}/page-data/blog/page-data.json`, raw: 9000, gzip: 2400, prefetch: true },
      { url: `${BASE}/922-21642.js`, raw: 40000, gzip: 13000, prefetch: true },
      { url: `${BASE}/447-12f95.js`, raw: 2100, gzip: 1100, prefetch: false },
    ]);
    expect(summary.pageData).toEqual({ requests: 3, prefetches: 2, raw: 49000, gzip: 10400 });
    expect(summary.chunk).toEqual({ requests: 1, prefetches: 1, raw: 40000, gzip: 13000 });
    expect(summary.appData).toEqual({ requests: 0, prefetches: 0, raw: 0, gzip: 0 });
    expect(summary.other).toEqual({ requests: 1, prefetches: 0, raw: 2100, gzip: 1100 });
    expect(summary.total).toEqual({ requests: 4, prefetches: 3, raw: 89000, gzip: 23400 });
  });

  it("counts the page data requests that Save-Data rules out, and not the chunks", () => {
    const summary = summarizePrefetches([
      { url: `${BASE}/page-data/app-data.json`, raw: 50, gzip: 80, prefetch: false },
      { url: `${BASE}/page-data/sq/d/1.json`, raw: 160, gzip: 140, prefetch: true },
      { url: `${BASE}/page-data/blog/page-data.json`, raw: 9000, gzip: 2400, prefetch: true },
      { url: `${BASE}/922-21642.js`, raw: 40000, gzip: 13000, prefetch: true },
    ]);
    expect(pageDataRequests(summary)).toBe(3);
    expect(pageDataRequests(summarizePrefetches([]))).toBe(0);
  });
});
