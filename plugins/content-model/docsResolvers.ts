import type { Node } from "gatsby";
import { docsModel, type CategoryView, type DocNode, type DocsModel, type SidebarItemView } from "./docsModel";

/**
 * createResolvers: the parts of the docs model that depend on every doc (plugins/content-model/docsModel.ts),
 * worked out from the nodes at query time. The model is kept until a Doc node or a category file
 * changes, so a query over all docs builds the sidebar once.
 */

interface NodeModel {
  findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>;
}
type Context = { nodeModel: NodeModel };

export function docsModelResolvers() {
  let cached: { key: string; model: DocsModel; docs: Map<string, DocNode> } | undefined;
  const modelOf = async ({ nodeModel }: Context) => {
    const docs = [...(await nodeModel.findAll({ type: "Doc" })).entries] as DocNode[];
    const files = (
      [...(await nodeModel.findAll({ type: "File" })).entries] as Array<Node & { fields?: { category?: never } }>
    ).filter((file) => file.fields?.category);
    const key = [...docs, ...files].map((node) => `${node.id}:${node.internal.contentDigest}`).join();
    if (cached?.key !== key)
      cached = { key, model: docsModel(docs, files), docs: new Map(docs.map((doc) => [doc.route, doc])) };
    return cached;
  };
  const category = async (path: string | null, context: Context) =>
    path ? ((await modelOf(context)).model.categories.find((candidate) => candidate.path === path) ?? null) : null;
  return {
    Query: {
      docSidebar: {
        type: "DocSidebar!",
        resolve: async (_source: unknown, _args: unknown, context: Context) => (await modelOf(context)).model,
      },
    },
    Doc: {
      category: {
        resolve: async (doc: DocNode, _args: unknown, context: Context) =>
          (await modelOf(context)).model.trail(doc.route).at(-1) ?? null,
      },
      categoryLabels: {
        resolve: async (doc: DocNode, _args: unknown, context: Context) =>
          (await modelOf(context)).model.trail(doc.route).map((entry) => entry.label),
      },
    },
    DocCategory: {
      docs: {
        resolve: async (entry: CategoryView, _args: unknown, context: Context) => {
          const { docs } = await modelOf(context);
          return entry.docRoutes.flatMap((route) => docs.get(route) ?? []);
        },
      },
      subcategories: {
        resolve: async (entry: CategoryView, _args: unknown, context: Context) =>
          Promise.all(entry.subcategoryPaths.map((path) => category(path, context))),
      },
    },
    DocSidebarItem: {
      category: {
        resolve: (item: SidebarItemView, _args: unknown, context: Context) => category(item.categoryPath, context),
      },
    },
  };
}
