import { chunkScripts, SEARCH_ENGINE_CHUNK } from "../workerPrefetch";

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
