const { summarizeLoads, isPrefetch, isCompressible } = require("../weight");

describe("page weight", () => {
  it("adds up loads per kind and keeps idle prefetches apart", () => {
    const summary = summarizeLoads([
      { resourceType: "document", raw: 100, gzip: 30 },
      { resourceType: "script", raw: 1000, gzip: 300 },
      { resourceType: "script", raw: 500, gzip: 200 },
      { resourceType: "stylesheet", raw: 50, gzip: 20 },
      { resourceType: "fetch", raw: 10, gzip: 5 },
      { resourceType: "script", raw: 9999, gzip: 999, prefetch: true },
    ]);
    expect(summary.js).toEqual({ raw: 1500, gzip: 500, files: 2 });
    expect(summary.css).toEqual({ raw: 50, gzip: 20, files: 1 });
    expect(summary.prefetched).toEqual({ raw: 9999, gzip: 999, files: 1 });
  });

  it("recognises prefetch requests", () => {
    expect(isPrefetch({ "sec-purpose": "prefetch" })).toBe(true);
    expect(isPrefetch({ purpose: "prefetch" })).toBe(true);
    expect(isPrefetch({})).toBe(false);
  });

  it("counts gzip only for what the server compresses", () => {
    expect(isCompressible("text/javascript; charset=utf-8")).toBe(true);
    expect(isCompressible("application/json; charset=utf-8")).toBe(true);
    expect(isCompressible("image/svg+xml")).toBe(true);
    expect(isCompressible("font/woff2")).toBe(false);
    expect(isCompressible("image/png")).toBe(false);
  });
});
