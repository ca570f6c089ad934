import { readFileSync } from "node:fs";
import path from "node:path";

// MdxBody reads the content through webpack's require.context, which Jest does not have, and
// webpack needs its pattern written out in the call. So the test reads the pattern from the source.
const source = readFileSync(path.join(__dirname, "..", "MdxBody.tsx"), "utf8");
const pattern = /require\.context\("[^"]+", true, \/(.+)\/\);/.exec(source)?.[1];

describe("MdxBody", () => {
  it("loads every file that the routes accept: .mdx and .md", () => {
    expect(pattern).toBeDefined();
    const files = new RegExp(pattern!);
    expect(
      ["./docs/intro.mdx", "./memos/20231214-grid.md", "./blog/2024-01-01-x.mdx"].filter((file) => files.test(file)),
    ).toHaveLength(3);
    expect(files.test("./api-descriptions.json")).toBe(false);
    expect(files.test("./docs/_category_.yml")).toBe(false);
  });
});
