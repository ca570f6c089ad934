import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { engineFor, page } from "../../__fixtures__/searchFixture";
import { expandStore } from "../../__fixtures__/expandStore";
import { unpackEntries, unpackIndex, type PackedIndex, type PackedStore } from "../../worker/transport";
import { searchFileResolvers } from "../searchFiles";

describe("searchFileResolvers", () => {
  const { store, indexText } = engineFor([page("/intro", "Introductie", "Welkom.\n\n## Knoppen\n\nEen knop.")]);
  const node = { index: indexText, store, internal: { contentDigest: "abc" } };

  test("writes both files once, named by their text, and returns their addresses", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "search-files-"));
    const { LocalSearchSite: fields } = searchFileResolvers("/master", dir);
    const indexUrl = fields.indexUrl.resolve(node);
    const storeUrl = fields.storeUrl.resolve(node);
    expect(fields.indexUrl.resolve(node)).toBe(indexUrl);
    expect(indexUrl).toMatch(/^\/master\/static\/search-[0-9a-f]{20}\.index\.json$/);
    expect(storeUrl).toMatch(/^\/master\/static\/search-[0-9a-f]{20}\.store\.json$/);
    expect(readdirSync(dir)).toHaveLength(2);
    const read = (url: string) => JSON.parse(readFileSync(path.join(dir, path.basename(url)), "utf8")) as unknown;
    expect(unpackEntries(read(storeUrl) as PackedStore)).toEqual(expandStore(store));
    expect(unpackIndex(read(indexUrl) as PackedIndex)[2]).toEqual(JSON.parse(indexText)[2]);
  });
});
