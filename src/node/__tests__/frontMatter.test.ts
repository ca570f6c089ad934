import { checkDocFrontMatter } from "../frontMatter";

describe("front matter", () => {
  it("accepts a doc's front matter as gatsby-plugin-mdx parsed it", () => {
    const data = { title: "Kleuren", sidebar_position: 2, keywords: null, status: "stable" };
    expect(checkDocFrontMatter(data, "content/docs/fundament/kleuren.mdx")).toBe(data);
  });
  it.each([
    [{ title: "A", sidebar_position: "eerste" }, "content/docs/a.mdx: sidebar_position must be a number"],
    [{ title: "A", keywords: "knop" }, "content/docs/a.mdx: keywords must be a list"],
    [{ title: "A", status: "oud" }, 'content/docs/a.mdx: status must be "stable" or "deprecated", got "oud"'],
  ])("names the file for %j", (data, message) => {
    expect(() => checkDocFrontMatter(data, "content/docs/a.mdx")).toThrow(message);
  });
});
