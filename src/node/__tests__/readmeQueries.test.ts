import { hasContent, sectionQueries } from "../readmeQueries";

describe("the example queries of a markdown guide", () => {
  it("finds the graphql blocks of one section only", () => {
    const markdown =
      "# T\n\n## Andere\n\n```graphql\nquery A { a }\n```\n\n## Voorbeelden\n\nTekst.\n\n```graphql\nquery B { b }\n```\n\n```bash\nls\n```\n\n```graphql\nquery C { c }\n```\n\n## Daarna\n\n```graphql\nquery D { d }\n```\n";
    expect(sectionQueries(markdown, "Voorbeelden", "X.md")).toEqual(["query B { b }", "query C { c }"]);
    expect(() => sectionQueries(markdown, "Weg", "X.md")).toThrow('X.md: the section "## Weg" is missing');
  });

  it("tells a result with data from one with only empty lists and nulls", () => {
    expect(hasContent({ allDoc: { nodes: [] }, webComponent: null })).toBe(false);
    expect(hasContent({ allDoc: { nodes: [{ title: "Accordion" }] } })).toBe(true);
    expect(hasContent({ allBlogPost: { nodes: [{ version: null, authors: [] }] } })).toBe(false);
  });
});
