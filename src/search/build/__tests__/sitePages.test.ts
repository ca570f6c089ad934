/** @jest-environment node */
import { existsSync } from "node:fs";
import path from "node:path";
import { engineFor } from "../../__fixtures__/searchFixture";
import { siteCorpus } from "../../__fixtures__/siteCorpus";
import { sitePages } from "../sitePages";

const ROOT = path.resolve(__dirname, "../../../..");

describe("sitePages", () => {
  it("names pages that src/pages makes, at their routes", () => {
    for (const { route, sourcePath } of sitePages("Documentatie")) {
      expect([route, existsSync(path.join(ROOT, sourcePath))]).toEqual([route, true]);
      expect(path.relative("src/pages", sourcePath).replace(/(\/index)?\.tsx$/, "")).toBe(route.slice(1));
    }
  });

  it("lets a reader find them by name among all the content", () => {
    const { engine } = engineFor(siteCorpus());
    const first = (query: string) => engine.search(query).hits[0]?.entry.route;
    expect(first("toegankelijkheidsverklaring")).toBe("/toegankelijkheid");
    expect(first("componentenoverzicht")).toBe("/components");
  });
});
