import { summarizeLoads, isPrefetch, isCompressible } from "../weight";

const load = (resourceType: string, raw: number, gzip: number, prefetch = false) => ({
  url: `http://127.0.0.1/${resourceType}`,
  resourceType,
  raw,
  gzip,
  prefetch,
});

describe("page weight", () => {
  it("adds up loads per kind and keeps idle prefetches apart", () => {
    const summary = summarizeLoads([
      load("document", 100, 30),
      load("script", 1000, 300),
      load("script", 500, 200),
      load("stylesheet", 50, 20),
      load("fetch", 10, 5),
      load("script", 9999, 999, true),
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
