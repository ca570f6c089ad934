import { readFileSync } from "node:fs";
import path from "node:path";
import { hasContent, README_SECTION, sectionQueries } from "../readmeQueries";

describe("README example queries", () => {
  it("finds the graphql blocks of one section only", () => {
    const markdown = "# T\n\n## Andere\n\n```graphql\nquery A { a }\n```\n\n## Voorbeelden\n\nTekst.\n\n```graphql\nquery B { b }\n```\n\n```bash\nls\n```\n\n```graphql\nquery C { c }\n```\n\n## Daarna\n\n```graphql\nquery D { d }\n```\n";
    expect(sectionQueries(markdown, "Voorbeelden", "X.md")).toEqual(["query B { b }", "query C { c }"]);
    expect(() => sectionQueries(markdown, "Weg", "X.md")).toThrow('X.md: the section "## Weg" is missing');
  });

  it("tells a result with data from one with only empty lists and nulls", () => {
    expect(hasContent({ allDoc: { nodes: [] }, webComponent: null })).toBe(false);
    expect(hasContent({ allDoc: { nodes: [{ title: "Accordion" }] } })).toBe(true);
    expect(hasContent({ allBlogPost: { nodes: [{ version: null, authors: [] }] } })).toBe(false);
  });

  it("has the three examples the README promises: component pages, the posts of a year, a component's events", () => {
    const queries = sectionQueries(readFileSync(path.resolve(__dirname, "../../../README.md"), "utf8"), README_SECTION, "README.md");
    expect(queries.map((query) => /query\s+(\w+)/.exec(query)?.[1])).toEqual(["ComponentPages", "PostsOf2025", "AccordionSectionEvents"]);
    expect(queries.map((query) => /\{\s*(\w+)/.exec(query)?.[1])).toEqual(["allDoc", "allBlogPost", "webComponent"]);
  });
});
