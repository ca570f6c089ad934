import { categoryMeta } from "../docsModel";
import { checkDocFrontMatter } from "../frontMatter";
import { highlightToHast, languageOf } from "../rehypeHighlight";

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
  it("checks category files", () => {
    expect(categoryMeta("label: Fundament\nposition: 2\n", "x/_category_.yml")).toEqual({ label: "Fundament", position: 2, link: undefined });
    expect(() => categoryMeta("position: twee\n", "x/_category_.yml")).toThrow("x/_category_.yml: position must be a number");
  });
});

describe("build-time highlighting", () => {
  it("reads the language class", () => {
    expect(languageOf(["language-tsx"])).toBe("tsx");
    expect(languageOf("foo language-html")).toBe("html");
    expect(languageOf(undefined)).toBeUndefined();
  });
  it("turns code into token lines", () => {
    const nodes = highlightToHast('<dso-alert status="info">\n\n</dso-alert>\n', "html");
    // Three lines (one empty) with a newline between each: copy and layout keep the blank line once.
    expect(nodes.map((node) => node.type)).toEqual(["element", "text", "element", "text", "element"]);
    const classes = JSON.stringify(nodes[0]);
    expect(classes).toContain('"tag"');
    expect(classes).toContain('"attr-name"');
  });
  it("leaves unknown languages as plain text", () => {
    const [line] = highlightToHast("npm install dso-toolkit", "bash") as Array<{ children: unknown[] }>;
    expect(line.children[0]).toMatchObject({ properties: { className: ["token"] }, children: [{ type: "text", value: "npm install dso-toolkit" }] });
  });
});

describe("highlighted HTML", () => {
  it("escapes token text and keeps the token classes", async () => {
    const { toHtml } = await import("../rehypeHighlight");
    expect(toHtml(highlightToHast("a < b & \"c\"", "bash"))).toBe('<span class="token-line"><span class="token">a &lt; b &amp; &quot;c&quot;</span></span>');
    const html = toHtml(highlightToHast('<a href="x">&</a>', "html"));
    expect(html).toContain('<span class="token tag attr-name">href</span>');
    expect(html).not.toMatch(/<a[ >]/);
  });
});
