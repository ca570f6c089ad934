/** @jest-environment node */
import { categoryFile, readYaml } from "../contentSchemas";
import { docsModel, type DocNode } from "../docsModel";

describe("the docs model", () => {
  const doc = (
    sourcePath: string,
    route: string,
    title: string,
    sidebarPosition: number | null = null,
    unlisted = false,
  ) => ({ sourcePath, route, title, sidebarPosition, sidebarLabel: null, unlisted }) as DocNode;
  const model = docsModel(
    [
      doc("content/docs/intro.mdx", "/intro", "Introductie", 1),
      doc("content/docs/components/knop.mdx", "/components/knop", "Knop"),
      doc("content/docs/components/alert.mdx", "/components/alert", "Alert", 1),
      doc("content/docs/components/proef.mdx", "/components/proef", "Proef", 0, true),
      doc("content/docs/verborgen/index.mdx", "/verborgen/", "Verborgen", null, true),
    ],
    [{ fields: { category: { label: "Componenten", position: 2, path: "components" } } }],
  );

  it("orders the sidebar and lists each category's pages and subcategories", () => {
    expect(model.items).toEqual([
      { type: "link", label: "Introductie", route: "/intro", categoryPath: null },
      { type: "category", label: "Componenten", route: null, categoryPath: "components" },
    ]);
    expect(model.categories).toEqual([
      expect.objectContaining({
        path: "components",
        label: "Componenten",
        position: 2,
        route: null,
        docRoutes: ["/components/alert", "/components/knop"],
        subcategoryPaths: [],
      }),
    ]);
  });

  it("reads category files, naming a bad one", () => {
    expect(readYaml("label: Fundament\nposition: 2\n", "x/_category_.yml", categoryFile)).toEqual({
      label: "Fundament",
      position: 2,
      link: undefined,
    });
    expect(() => readYaml("position: twee\n", "x/_category_.yml", categoryFile)).toThrow(
      "x/_category_.yml: position must be a number",
    );
  });

  it("gives each page the categories that hold it", () => {
    expect(model.trail("/components/knop").map((category) => category.label)).toEqual(["Componenten"]);
    expect(model.trail("/intro")).toEqual([]);
  });

  it("leaves an unlisted doc out of the sidebar, its categories and their pages", () => {
    const routes = JSON.stringify(model);
    expect(routes).not.toContain("/components/proef");
    expect(routes).not.toContain("verborgen");
    expect(model.trail("/components/proef")).toEqual([]);
  });
});
