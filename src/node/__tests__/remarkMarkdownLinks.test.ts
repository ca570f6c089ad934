import type { Root } from "mdast";
import path from "node:path";
import remarkMarkdownLinks, { resolveMarkdownLink } from "../remarkMarkdownLinks";

const CONTENT = path.join(__dirname, "fixtures", "content");
const options = { docsDir: path.join(CONTENT, "docs"), blogDir: path.join(CONTENT, "blog") };
const from = (file: string) => path.join(CONTENT, file);

describe("resolveMarkdownLink", () => {
  it.each([
    ["./buttons.mdx", "docs/components/accordion.mdx", "/components/buttons"],
    ["buttons.mdx#varianten", "docs/components/accordion.mdx", "/components/buttons#varianten"],
    ["../fundament/01-kleuren.md#contrast", "docs/components/accordion.mdx", "/fundament/kleuren#contrast"],
    ["./form-group/index.mdx", "docs/components/accordion.mdx", "/components/form-group/"],
    ["../intro.mdx?tab=1", "docs/components/accordion.mdx", "/intro?tab=1"],
    ["../docs/intro.mdx", "blog/2025-01-01-x.mdx", "/intro"],
    ["../blog/2024-11-25-dso-toolkit-67.0.0.mdx", "docs/intro.mdx", "/blog/2024/11/25/dso-toolkit-67.0.0"],
  ])("%s from %s → %s", (url, file, expected) => expect(resolveMarkdownLink(url, from(file), options)).toBe(expected));

  it("leaves links that are not to markdown files alone", () => {
    for (const url of ["/components/buttons", "https://example.nl/a.md", "#kop", "./plaatje.png", "mailto:a@b.nl"]) {
      expect(resolveMarkdownLink(url, from("docs/intro.mdx"), options)).toBeUndefined();
    }
  });

  it("fails on a missing file, naming the file with the link and the target", () => {
    expect(() => resolveMarkdownLink("./bestaat-niet.mdx", from("docs/components/buttons.mdx"), options)).toThrow(
      /fixtures\/content\/docs\/components\/buttons\.mdx: broken markdown link "\.\/bestaat-niet\.mdx": .*fixtures\/content\/docs\/components\/bestaat-niet\.mdx does not exist/,
    );
  });

  it("keeps a link that does not decode as written, and names it when its file is missing", () => {
    expect(() => resolveMarkdownLink("./100%.mdx", from("docs/intro.mdx"), options)).toThrow(
      /broken markdown link "\.\/100%\.mdx": .*fixtures\/content\/docs\/100%\.mdx does not exist/,
    );
  });

  it("fails on a markdown file that is not a page", () => {
    expect(() => resolveMarkdownLink("../../other/notes.md", from("docs/components/buttons.mdx"), options)).toThrow(
      /is not a page of the site/,
    );
  });
});

describe("remarkMarkdownLinks", () => {
  it("rewrites links and link definitions anywhere in the tree", () => {
    const tree = {
      type: "root",
      children: [
        {
          type: "paragraph",
          children: [
            { type: "link", url: "./buttons.mdx", children: [] },
            { type: "link", url: "https://x.nl", children: [] },
          ],
        },
        { type: "definition", url: "../intro.mdx#begin" },
      ],
    };
    remarkMarkdownLinks(options)(tree as Root, { path: from("docs/components/accordion.mdx") });
    expect(tree.children[0].children![0].url).toBe("/components/buttons");
    expect(tree.children[0].children![1].url).toBe("https://x.nl");
    expect(tree.children[1].url).toBe("/intro#begin");
  });
});
