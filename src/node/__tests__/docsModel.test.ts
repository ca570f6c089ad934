/** @jest-environment node */
import fs, { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SourceNodesArgs } from "gatsby";
import { sourceDocsModel } from "../docsModel";

const dir = mkdtempSync(path.join(os.tmpdir(), "docs-model-"));
mkdirSync(path.join(dir, "components"));
writeFileSync(path.join(dir, "components/_category_.yml"), "label: Componenten\nposition: 2\n");

const mdx = (relativePath: string, route: string, frontmatter: Record<string, unknown>, kind = "doc") => ({
  id: `mdx-${relativePath}`,
  internal: { type: "Mdx" },
  body: "Tekst.",
  frontmatter,
  fields: { kind, route, docId: relativePath.replace(/\.mdx$/, ""), sourcePath: `content/${kind === "doc" ? "docs" : "blog"}/${relativePath}` },
});
const categoryFile = (relativeDirectory: string) => ({
  id: `file-${relativeDirectory}`,
  internal: { type: "File" },
  sourceInstanceName: "docs",
  name: "_category_",
  relativeDirectory,
  absolutePath: path.join(dir, relativeDirectory, "_category_.yml"),
});

function run(nodes: { Mdx: unknown[]; File: unknown[] }) {
  const created: Array<Record<string, unknown> & { id: string; internal: { type: string } }> = [];
  const args = {
    actions: { createNode: (node: (typeof created)[number]) => created.push(node), createParentChildLink: () => undefined },
    getNodesByType: (type: "Mdx" | "File") => nodes[type],
    createNodeId: (key: string) => key,
    createContentDigest: (data: unknown) => JSON.stringify(data),
  } as unknown as SourceNodesArgs;
  sourceDocsModel(args);
  const ofType = (type: string) => created.filter((node) => node.internal.type === type);
  return { ofType };
}

const content = {
  Mdx: [
    mdx("intro.mdx", "/intro", { title: "Introductie", sidebar_position: 1 }),
    mdx("components/knop.mdx", "/components/knop", { title: "Knop", status: "stable", implementations: ["core"] }),
    mdx("components/alert.mdx", "/components/alert", { title: "Alert", sidebar_position: 1 }),
    mdx("2024-01-01-release.mdx", "/blog/2024/01/01/release", { title: "Release" }, "post"),
  ],
  File: [categoryFile("components")],
};

describe("the docs model", () => {
  afterEach(() => jest.restoreAllMocks());

  it("reads no doc file again, and each category file once", () => {
    const read = jest.spyOn(fs, "readFileSync");
    run(content);
    expect(read.mock.calls.map(([file]) => path.relative(dir, String(file)))).toEqual([path.join("components", "_category_.yml")]);
  });

  it("makes typed nodes: docs with their category, categories and the sidebar in order", () => {
    const { ofType } = run(content);
    expect(ofType("Doc").map((doc) => [doc.route, doc.categoryPath, doc.categoryLabels, doc.implementations])).toEqual([
      ["/intro", null, [], []],
      ["/components/knop", "components", ["Componenten"], ["core"]],
      ["/components/alert", "components", ["Componenten"], []],
    ]);
    const [category] = ofType("DocCategory");
    expect(category).toMatchObject({ path: "components", label: "Componenten", position: 2, route: null, docIds: ["Doc mdx-components/alert.mdx", "Doc mdx-components/knop.mdx"] });
    expect(ofType("DocSidebar")[0].items).toEqual([
      { type: "link", label: "Introductie", route: "/intro", categoryPath: null },
      { type: "category", label: "Componenten", route: null, categoryPath: "components" },
    ]);
  });

  it("names a bad category file and a bad front matter", () => {
    writeFileSync(path.join(dir, "components/_category_.yml"), "position: twee\n");
    expect(() => run(content)).toThrow("content/docs/components/_category_.yml: position must be a number");
    writeFileSync(path.join(dir, "components/_category_.yml"), "label: Componenten\n");
    expect(() => run({ ...content, Mdx: [mdx("intro.mdx", "/intro", { title: "Introductie", status: "oud" })] })).toThrow('content/docs/intro.mdx: status must be "stable" or "deprecated"');
  });
});
