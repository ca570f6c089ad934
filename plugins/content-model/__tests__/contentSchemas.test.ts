import { checked, docFrontMatter, fieldOf, postFrontMatter, readYaml, categoryFile } from "../contentSchemas";

describe("doc front matter", () => {
  it("accepts a doc's front matter as gatsby-plugin-mdx parsed it, empty values included", () => {
    const data = { title: "Kleuren", sidebar_position: 2, keywords: null, status: "stable" };
    expect(checked(docFrontMatter, data, "content/docs/fundament/kleuren.mdx")).toEqual(data);
  });
  it.each([
    [{ title: "A", sidebar_position: "eerste" }, "content/docs/a.mdx: sidebar_position must be a number"],
    [{ title: "A", keywords: "knop" }, "content/docs/a.mdx: keywords must be a list"],
    [{ title: "A", status: "oud" }, 'content/docs/a.mdx: status must be "stable" or "deprecated", got "oud"'],
    [{ title: "A", unlisted: "ja" }, "content/docs/a.mdx: unlisted must be true or false"],
  ])("names the file and the field for %j", (data, message) => {
    expect(() => checked(docFrontMatter, data, "content/docs/a.mdx")).toThrow(message);
  });
});

describe("post front matter", () => {
  it("names the file and the field", () => {
    expect(() => checked(postFrontMatter, { title: "A", authors: "kernteam" }, "content/blog/a.mdx")).toThrow(
      "content/blog/a.mdx: authors must be a list of author keys",
    );
  });
});

describe("YAML files", () => {
  it("names the file of YAML that does not parse, with yaml's line", () => {
    expect(() => readYaml("label: [", "x/_category_.yml", categoryFile)).toThrow(
      /^x\/_category_\.yml: not valid YAML: .*line 1/,
    );
  });
  it("names a nested field as a path", () => {
    expect(fieldOf(["navbar", "items", 6, "type"])).toBe("navbar.items[6].type");
    expect(fieldOf([])).toBe("");
  });
});
