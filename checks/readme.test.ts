import { readFileSync } from "node:fs";
import path from "node:path";
import { README_SECTION, sectionQueries } from "../src/node/readmeQueries";

// Every build runs these queries (src/node/readmeQueries.ts); this check keeps the README offering all three.
describe("README example queries", () => {
  it("has the three examples the README promises: component pages, the posts of a year, a component's events", () => {
    const queries = sectionQueries(
      readFileSync(path.resolve(__dirname, "../README.md"), "utf8"),
      README_SECTION,
      "README.md",
    );
    expect(queries.map((query) => /query\s+(\w+)/.exec(query)?.[1])).toEqual([
      "ComponentPages",
      "PostsOf2025",
      "AccordionSectionEvents",
    ]);
    expect(queries.map((query) => /\{\s*(\w+)/.exec(query)?.[1])).toEqual(["allDoc", "allBlogPost", "webComponent"]);
  });
});
