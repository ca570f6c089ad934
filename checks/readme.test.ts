import { readFileSync } from "node:fs";
import path from "node:path";
import { EXAMPLES_FILE, EXAMPLES_SECTION, sectionQueries } from "../src/node/readmeQueries";

// The test build runs these queries (src/node/readmeQueries.ts); this check keeps the authors' guide offering all three.
describe("the authors' guide's example queries", () => {
  it("has the three examples the guide promises: component pages, the posts of a year, a component's events", () => {
    const queries = sectionQueries(
      readFileSync(path.resolve(__dirname, "..", EXAMPLES_FILE), "utf8"),
      EXAMPLES_SECTION,
      EXAMPLES_FILE,
    );
    expect(queries.map((query) => /query\s+(\w+)/.exec(query)?.[1])).toEqual([
      "ComponentPages",
      "PostsOf2025",
      "AccordionSectionEvents",
    ]);
    expect(queries.map((query) => /\{\s*(\w+)/.exec(query)?.[1])).toEqual(["allDoc", "allBlogPost", "webComponent"]);
  });
});
