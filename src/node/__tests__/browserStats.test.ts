import {
  browserBuildId,
  chunkMapWithFiles,
  chunkScripts,
  SEARCH_ENGINE_CHUNK,
  withTrimmedChunkMapping,
} from "../browserStats";

describe("chunkScripts", () => {
  const stats = {
    namedChunkGroups: {
      app: { assets: [{ name: "app-1.js" }, { name: "styles.css" }] },
      [SEARCH_ENGINE_CHUNK]: { assets: [{ name: "2358-abc.js" }, { name: "2358-abc.js.map" }] },
    },
  };

  it("gives the scripts of a named chunk and nothing else", () => {
    expect(chunkScripts(stats, SEARCH_ENGINE_CHUNK)).toEqual(["2358-abc.js"]);
    expect(chunkScripts(stats, "app")).toEqual(["app-1.js"]);
  });

  it("names the chunk it cannot find", () => {
    expect(() => chunkScripts({ namedChunkGroups: {} }, SEARCH_ENGINE_CHUNK)).toThrow('no chunk named "search-engine"');
    expect(() => chunkScripts({}, "x")).toThrow('no chunk named "x"');
  });
});

describe("browserBuildId", () => {
  const stats = (css: string) => ({
    namedChunkGroups: {
      app: { assets: [{ name: "app-1.js" }, { name: css }] },
      page: { assets: [{ name: "app-1.js" }] },
    },
  });

  it("changes when only the stylesheet changes, and not with the order of the lists", () => {
    expect(browserBuildId(stats("styles.aaa.css"))).not.toBe(browserBuildId(stats("styles.bbb.css")));
    const reversed = {
      namedChunkGroups: {
        page: { assets: [{ name: "app-1.js" }] },
        app: { assets: [{ name: "styles.aaa.css" }, { name: "app-1.js" }] },
      },
    };
    expect(browserBuildId(reversed)).toBe(browserBuildId(stats("styles.aaa.css")));
    expect(browserBuildId(stats("styles.aaa.css"))).toMatch(/^[0-9a-f]{12}$/);
  });

  it("refuses stats without files", () => {
    expect(() => browserBuildId({})).toThrow("lists no files");
  });
});

describe("chunkMapWithFiles", () => {
  it("keeps the chunks that list files, in order, and drops the empty ones", () => {
    const map = {
      app: ["/app-1.js"],
      "component---src-pages-index-tsx": [],
      polyfill: ["/polyfill-2.js"],
      "search-worker": [],
    };
    expect(chunkMapWithFiles(map)).toEqual({ app: ["/app-1.js"], polyfill: ["/polyfill-2.js"] });
    expect(Object.keys(chunkMapWithFiles(map))).toEqual(["app", "polyfill"]);
  });
});

describe("withTrimmedChunkMapping", () => {
  const map = { app: ["/app-1.js"], "component---src-pages-index-tsx": [] };
  const slice = `<script id="gatsby-chunk-mapping">window.___chunkMapping=${JSON.stringify(JSON.stringify(map))};</script><script src="/app-1.js" async></script>`;

  it("trims the inline map and leaves the rest of the slice as it was", () => {
    const trimmed = withTrimmedChunkMapping(slice, "slice.html");
    expect(trimmed).toBe(
      `<script id="gatsby-chunk-mapping">window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: ["/app-1.js"] }))};</script><script src="/app-1.js" async></script>`,
    );
    // What the browser runs still yields the map Gatsby's loader reads.
    const window: { ___chunkMapping?: string } = {};
    new Function("window", /window\.___chunkMapping=[^;]*;/.exec(trimmed)![0])(window);
    expect(JSON.parse(window.___chunkMapping!)).toEqual({ app: ["/app-1.js"] });
  });

  it("names the file when the slice has no chunk map", () => {
    expect(() => withTrimmedChunkMapping("<script></script>", "public/_gatsby/slices/x.html")).toThrow(
      "public/_gatsby/slices/x.html: no window.___chunkMapping",
    );
  });
});
