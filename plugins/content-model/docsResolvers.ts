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
/** The model of the nodes there were at `key`, with the docs by route. */
type Found = { key: string; model: DocsModel; docs: Map<string, DocNode> };

export function docsModelResolvers() {
  let cached: Found | undefined;
  const modelOf = async ({ nodeModel }: Context): Promise<Found> => {
    const docs = [...(await nodeModel.findAll({ type: "Doc" })).entries] as DocNode[];
    const files = (
      [...(await nodeModel.findAll({ type: "File" })).entries] as Array<Node & { fields?: { category?: never } }>
    ).filter((file) => file.fields?.category);
    const key = [...docs, ...files].map((node) => `${node.id}:${node.internal.contentDigest}`).join();
    if (cached?.key !== key)
      cached = { key, model: docsModel(docs, files), docs: new Map(docs.map((doc) => [doc.route, doc])) };
    return cached;
  };
  // Every resolver reads the model of the nodes there are now; `source` is the object it resolves a field of.
  const withModel = <Source, Result>(read: (source: Source, found: Found) => Result) => ({
    resolve: async (source: Source, _args: unknown, context: Context) => read(source, await modelOf(context)),
  });
  const category = ({ model }: Found, path: string | null) =>
    path ? (model.categories.find((candidate) => candidate.path === path) ?? null) : null;
  return {
    Query: { docSidebar: { type: "DocSidebar!", ...withModel((_source: unknown, { model }) => model) } },
    Doc: {
      category: withModel((doc: DocNode, { model }) => model.trail(doc.route).at(-1) ?? null),
      categoryLabels: withModel((doc: DocNode, { model }) => model.trail(doc.route).map((entry) => entry.label)),
    },
    DocCategory: {
      docs: withModel((entry: CategoryView, { docs }) => entry.docRoutes.flatMap((route) => docs.get(route) ?? [])),
      subcategories: withModel((entry: CategoryView, found) =>
        entry.subcategoryPaths.map((path) => category(found, path)),
      ),
    },
    DocSidebarItem: { category: withModel((item: SidebarItemView, found) => category(found, item.categoryPath)) },
  };
}
