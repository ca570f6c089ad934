/** @jest-environment node */
import type { DocNode } from "../docsModel";
import { docsModelResolvers } from "../docsResolvers";

describe("the docs model's resolvers", () => {
  const doc = (sourcePath: string, route: string, title: string, contentDigest = "1") =>
    ({
      id: route,
      internal: { contentDigest },
      sourcePath,
      route,
      title,
      sidebarPosition: null,
      unlisted: false,
    }) as unknown as DocNode;
  const categoryFile = {
    id: "file",
    internal: { contentDigest: "1" },
    fields: { category: { label: "Componenten", path: "components" } },
  };
  const nodes = {
    Doc: [
      doc("content/docs/intro.mdx", "/intro", "Introductie"),
      doc("content/docs/components/knop.mdx", "/components/knop", "Knop"),
      doc("content/docs/components/formulier/veld.mdx", "/components/formulier/veld", "Veld"),
    ],
    File: [categoryFile, { id: "other", internal: { contentDigest: "1" } }],
  };
  const context = {
    nodeModel: {
      findAll: async ({ type }: { type: string }) => {
        return { entries: nodes[type as keyof typeof nodes] as unknown[] };
      },
    },
  };
  const resolvers = docsModelResolvers();

  it("resolves the sidebar, a doc's category and its labels", async () => {
    const sidebar = await resolvers.Query.docSidebar.resolve(undefined, {}, context);
    expect(resolvers.Query.docSidebar.type).toBe("DocSidebar!");
    expect(sidebar.items.map((item) => item.label)).toEqual(["Componenten", "Introductie"]);
    const veld = nodes.Doc[2];
    expect(await resolvers.Doc.category.resolve(veld, {}, context)).toMatchObject({ path: "components/formulier" });
    expect(await resolvers.Doc.categoryLabels.resolve(veld, {}, context)).toEqual(["Componenten", "formulier"]);
    expect(await resolvers.Doc.category.resolve(nodes.Doc[0], {}, context)).toBeNull();
  });

  it("resolves a category's docs and subcategories, and an item's category", async () => {
    const { categories, items } = await resolvers.Query.docSidebar.resolve(undefined, {}, context);
    const components = categories.find((category) => category.path === "components")!;
    const docs = await resolvers.DocCategory.docs.resolve(components, {}, context);
    expect(docs.map((entry) => entry.title)).toEqual(["Knop"]);
    const subcategories = await resolvers.DocCategory.subcategories.resolve(components, {}, context);
    expect(subcategories.map((category) => category?.label)).toEqual(["formulier"]);
    expect(await resolvers.DocSidebarItem.category.resolve(items[0], {}, context)).toBe(components);
    expect(await resolvers.DocSidebarItem.category.resolve(items[1], {}, context)).toBeNull();
  });

  it("builds the model again only when a node changed", async () => {
    const before = await resolvers.Query.docSidebar.resolve(undefined, {}, context);
    expect(await resolvers.Query.docSidebar.resolve(undefined, {}, context)).toBe(before);
    nodes.Doc[0] = doc("content/docs/intro.mdx", "/intro", "Welkom", "2");
    const after = await resolvers.Query.docSidebar.resolve(undefined, {}, context);
    expect(after).not.toBe(before);
    expect(after.items.map((item) => item.label)).toEqual(["Componenten", "Welkom"]);
  });
});
