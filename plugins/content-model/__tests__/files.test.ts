import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { decodeSafely, filesUnder, relativePath } from "../files";

describe("filesUnder", () => {
  it("lists the files below a folder, relative and sorted", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "files-"));
    mkdirSync(path.join(dir, "content", "docs", "components", "badge"), { recursive: true });
    writeFileSync(path.join(dir, "content", "docs", "components", "badge.mdx"), "a");
    writeFileSync(path.join(dir, "content", "docs", "components", "badge", "index.mdx"), "b");
    expect(filesUnder(path.join(dir, "content"))).toEqual([
      "docs/components/badge.mdx",
      "docs/components/badge/index.mdx",
    ]);
    expect(filesUnder(path.join(dir, "missing"))).toEqual([]);
  });
});

describe("relativePath", () => {
  it("names a file below a folder with forward slashes", () => {
    expect(relativePath("/project", path.join("/project", "content", "docs", "intro.mdx"))).toBe(
      "content/docs/intro.mdx",
    );
  });
});

describe("decodeSafely", () => {
  it("decodes an escaped path, and keeps a malformed one as written", () => {
    expect(decodeSafely("kleuren%20en%20vormen")).toBe("kleuren en vormen");
    expect(decodeSafely("a%2Fb")).toBe("a/b");
    expect(decodeSafely("a%2Fb", decodeURI)).toBe("a%2Fb");
    expect(decodeSafely("100%")).toBe("100%");
  });
});
