import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { measureSearchIndex } from "../site";

describe("measureSearchIndex", () => {
  it("counts only the search files the site's query results name, not an earlier build's", () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), "dso-site-"));
    try {
      mkdirSync(path.join(publicDir, "static"));
      mkdirSync(path.join(publicDir, "page-data", "sq", "d"), { recursive: true });
      for (const name of [
        "search-old.index.json",
        "search-old.store.json",
        "search-new.index.json",
        "search-new.store.json",
      ])
        writeFileSync(path.join(publicDir, "static", name), "x".repeat(100));
      writeFileSync(
        path.join(publicDir, "page-data", "sq", "d", "1.json"),
        JSON.stringify({
          data: {
            localSearchSite: {
              indexUrl: "/master/static/search-new.index.json",
              storeUrl: "/master/static/search-new.store.json",
            },
          },
        }),
      );
      const measured = measureSearchIndex(publicDir);
      if ("unavailable" in measured) throw new Error(measured.unavailable);
      expect(measured.files.sort()).toEqual(["static/search-new.index.json", "static/search-new.store.json"]);
      expect(measured.raw).toBe(200);
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
