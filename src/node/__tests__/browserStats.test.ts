import { browserBuildId, chunkScripts } from "../browserStats";

describe("chunkScripts", () => {
  const stats = {
    namedChunkGroups: {
      app: { assets: [{ name: "app-1.js" }, { name: "styles.css" }] },
      "search-engine": { assets: [{ name: "2358-abc.js" }, { name: "2358-abc.js.map" }] },
    },
  };

  it("gives the scripts of a named chunk and nothing else", () => {
    expect(chunkScripts(stats, "search-engine")).toEqual(["2358-abc.js"]);
    expect(chunkScripts(stats, "app")).toEqual(["app-1.js"]);
  });

  it("names the chunk it cannot find", () => {
    expect(() => chunkScripts({ namedChunkGroups: {} }, "search-engine")).toThrow('no chunk named "search-engine"');
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
