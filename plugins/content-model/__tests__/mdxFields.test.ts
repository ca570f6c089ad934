/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import type { CreateNodeArgs } from "gatsby";
import { addContentNodes } from "../mdxFields";

type Made = Record<string, unknown> & { id: string; internal: { type: string } };

/** Runs onCreateNode for one node, as Gatsby would, and returns what it made and read. */
async function onCreate(node: Record<string, unknown>, files: Record<string, string> = {}) {
  const made: Made[] = [];
  const fields: Record<string, unknown> = {};
  const panics: string[] = [];
  const loadNodeContent = jest.fn(async (file: { relativeDirectory: string }) => files[file.relativeDirectory]);
  const args = {
    node,
    getNode: () => ({
      sourceInstanceName: node.source,
      relativePath: node.relativePath,
      absolutePath: path.resolve(String(node.folder ?? `content/${node.source}`), String(node.relativePath)),
    }),
    actions: {
      createNode: (created: Made) => made.push(created),
      createParentChildLink: () => undefined,
      createNodeField: ({ name, value }: { name: string; value: unknown }) => (fields[name] = value),
    },
    reporter: { panicOnBuild: (message: string) => panics.push(message) },
    loadNodeContent,
    createNodeId: (key: string) => key,
    createContentDigest: (data: unknown) => JSON.stringify(data),
  } as unknown as CreateNodeArgs;
  await addContentNodes(args);
  return { made, fields, panics, loadNodeContent };
}

const mdx = (relativePath: string, frontmatter: Record<string, unknown>, source = "docs") => ({
  id: `mdx-${relativePath}`,
  parent: "file",
  internal: { type: "Mdx" },
  body: "Tekst.\n\n{/* truncate */}\n\nMeer.",
  frontmatter,
  source,
  relativePath,
});
const categoryFile = (relativeDirectory: string) => ({
  id: `file-${relativeDirectory}`,
  internal: { type: "File" },
  sourceInstanceName: "docs",
  name: "_category_",
  extension: "yml",
  relativeDirectory,
});

describe("the docs' nodes", () => {
  afterEach(() => jest.restoreAllMocks());

  it("makes a Doc beside a doc's Mdx node from what the plugin read, opening no file", async () => {
    const read = jest.spyOn(fs, "readFileSync");
    const { made, fields, loadNodeContent } = await onCreate(
      mdx("components/knop.mdx", { title: "Knop", status: "stable", implementations: ["core"] }),
    );
    expect(read).not.toHaveBeenCalled();
    expect(loadNodeContent).not.toHaveBeenCalled();
    expect(fields).toEqual({
      sourcePath: "content/docs/components/knop.mdx",
      kind: "doc",
      route: "/components/knop",
    });
    expect(made).toEqual([
      expect.objectContaining({
        id: "Doc mdx-components/knop.mdx",
        parent: "mdx-components/knop.mdx",
        title: "Knop",
        route: "/components/knop",
        status: "stable",
        implementations: ["core"],
        keywords: [],
        unlisted: false,
      }),
    ]);
  });

  it("names a doc's file below the project, also one sourced from outside content/", async () => {
    const fixture = { ...mdx("test/zelf.mdx", { title: "Zelf", unlisted: true }), folder: "e2e/content" };
    const { fields, made } = await onCreate(fixture);
    expect(fields).toEqual({ sourcePath: "e2e/content/test/zelf.mdx", kind: "doc", route: "/test/zelf" });
    expect(made).toEqual([expect.objectContaining({ sourcePath: "e2e/content/test/zelf.mdx", unlisted: true })]);
  });

  it("makes a BlogPost beside a post's Mdx node, with its version and excerpt", async () => {
    const { made, fields } = await onCreate(
      mdx("2024-11-25-dso-toolkit-67.0.0.mdx", { title: "Release 67", authors: ["kernteam"] }, "blog"),
    );
    expect(fields).toEqual({
      sourcePath: "content/blog/2024-11-25-dso-toolkit-67.0.0.mdx",
      kind: "post",
      route: "/blog/2024/11/25/dso-toolkit-67.0.0",
    });
    expect(made[0]).toMatchObject({
      id: "BlogPost mdx-2024-11-25-dso-toolkit-67.0.0.mdx",
      date: "2024-11-25",
      slug: "dso-toolkit-67.0.0",
      route: "/blog/2024/11/25/dso-toolkit-67.0.0",
      version: "67.0.0",
      description: null,
      authorKeys: ["kernteam"],
      excerpt: "Tekst.",
      feedSummary: "Tekst.",
      sourcePath: "content/blog/2024-11-25-dso-toolkit-67.0.0.mdx",
    });
  });

  it("gives a BlogPost the description of its front matter, which is also what the feeds say", async () => {
    const { made } = await onCreate(
      mdx("2024-11-25-dso-toolkit-67.0.0.mdx", { title: "Release 67", description: "Nieuwe knoppen." }, "blog"),
    );
    expect(made[0]).toMatchObject({ description: "Nieuwe knoppen.", feedSummary: "Nieuwe knoppen.", authorKeys: [] });
  });

  it("reads each category file once, and names a bad one", async () => {
    const { fields, loadNodeContent } = await onCreate(categoryFile("components"), {
      components: "label: Componenten\nposition: 2\n",
    });
    expect(loadNodeContent).toHaveBeenCalledTimes(1);
    expect(fields.category).toEqual({ label: "Componenten", position: 2, path: "components" });
    const { panics } = await onCreate(categoryFile("fundament"), { fundament: "position: twee\n" });
    expect(panics).toEqual(["content/docs/fundament/_category_.yml: position must be a number"]);
  });

  it("makes no node and no fields for a page without a title, naming its file", async () => {
    for (const [title, source] of [
      [undefined, "docs"],
      ["  ", "blog"],
    ]) {
      const { panics, made, fields } = await onCreate(mdx("2024-11-25-x.mdx", { title }, source));
      expect(panics).toEqual([`content/${source}/2024-11-25-x.mdx: title must be set: the page has no title`]);
      expect(made).toEqual([]);
      expect(fields).toEqual({});
    }
  });

  it("names the file of a bad front matter", async () => {
    const { panics, made } = await onCreate(mdx("intro.mdx", { title: "Introductie", status: "oud" }));
    expect(panics).toEqual(['content/docs/intro.mdx: status must be "stable" or "deprecated", got "oud"']);
    expect(made).toEqual([]);
  });

  it("names the file of a bad file name, below whichever folder it was sourced from", async () => {
    const outside = { ...mdx("index.mdx", { title: "Thuis" }), folder: "e2e/content" };
    expect((await onCreate(mdx("index.mdx", { title: "Thuis" }))).panics).toEqual([
      "content/docs/index.mdx: a root index page would replace the home page",
    ]);
    expect((await onCreate(outside)).panics).toEqual([
      "e2e/content/index.mdx: a root index page would replace the home page",
    ]);
  });
});
