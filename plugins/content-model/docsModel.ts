import type { CreateNodeArgs, Node } from "gatsby";
import { categoryTrail, type SidebarCategory, type SidebarItem } from "../../src/docs/shared/sidebarShapes";
import { categoryFile, checked, docFrontMatter, readYaml, type CategoryMeta } from "./contentSchemas";
import { nodeMaker } from "./nodeMaker";
import { buildSidebar, sidebarCategories } from "./buildSidebar";

/**
 * The docs half of the content model (plugins/content-model/schema.ts). A Doc node is made beside each doc's
 * Mdx node, from what gatsby-plugin-mdx has already read: the Mdx nodes are the one read of the
 * docs, and nothing here opens an .mdx file. A `_category_.yml` is read once, when its File node
 * appears. The sidebar, its categories and each doc's place in it depend on every doc, so they
 * are resolved when queried, from the Doc nodes there are then (and so stay current under
 * `gatsby develop`).
 */

const DOCS_PREFIX = "content/docs/";

/**
 * onCreateNode for a docs `_category_.yml`: its label, position and link become the File node's field
 * `category`; anything but text, a number and a route for them is an error naming the file.
 */
export async function addCategoryFields({ node, actions, loadNodeContent }: CreateNodeArgs): Promise<void> {
  const file = node as Node & Record<"sourceInstanceName" | "name" | "extension" | "relativeDirectory", string>;
  if (file.sourceInstanceName !== "docs" || file.name !== "_category_" || file.extension !== "yml") return;
  const path = `${DOCS_PREFIX}${file.relativeDirectory}/_category_.yml`;
  const meta = readYaml(await loadNodeContent(node), path, categoryFile);
  const given = Object.entries(meta).filter(([, value]) => value !== undefined);
  actions.createNodeField({
    node,
    name: "category",
    value: { ...Object.fromEntries(given), path: file.relativeDirectory },
  });
}

/** onCreateNode for a doc's Mdx node (after plugins/content-model/mdxFields.ts gave it a route): its Doc node. */
export function createDocNode(
  args: CreateNodeArgs,
  fields: { route: string; docId: string; sourcePath: string },
): void {
  const front = checked(
    docFrontMatter,
    (args.node as unknown as { frontmatter: unknown }).frontmatter,
    fields.sourcePath,
  );
  nodeMaker(args).make(
    "Doc",
    args.node.id,
    {
      title: front.title,
      description: front.description ?? null,
      keywords: front.keywords ?? [],
      route: fields.route,
      docId: fields.docId,
      sidebarPosition: front.sidebar_position ?? null,
      sidebarLabel: front.sidebar_label ?? null,
      status: front.status ?? null,
      implementations: front.implementations ?? [],
      unlisted: front.unlisted ?? false,
      sourcePath: fields.sourcePath,
    },
    args.node,
  );
}

export interface DocNode extends Node {
  title: string;
  route: string;
  sourcePath: string;
  sidebarPosition: number | null;
  sidebarLabel: string | null;
  unlisted: boolean;
}

/** One category of the model, as the DocCategory type resolves it. */
export interface CategoryView {
  path: string;
  label: string;
  position: number | null;
  route: string | null;
  items: SidebarItemView[];
  docRoutes: string[];
  subcategoryPaths: string[];
}
export type SidebarItemView = { type: string; label: string; route: string | null; categoryPath: string | null };

export type DocsModel = ReturnType<typeof docsModel>;

const itemView = (item: SidebarItem): SidebarItemView =>
  item.type === "link"
    ? { type: "link", label: item.label, route: item.href, categoryPath: null }
    : { type: "category", label: item.label, route: item.href ?? null, categoryPath: item.path ?? null };

/**
 * The sidebar and its categories from the Doc nodes and the category files' fields; an error names
 * the files. An unlisted doc has its page but no place in the sidebar, so no category, previous or next.
 */
export function docsModel(
  docs: DocNode[],
  categoryFiles: Array<{ fields?: { category?: CategoryMeta & { path: string } } }>,
) {
  const metas: Record<string, CategoryMeta> = {};
  for (const file of categoryFiles) if (file.fields?.category) metas[file.fields.category.path] = file.fields.category;
  const entries = docs
    .filter((doc) => !doc.unlisted)
    .map((doc) => ({
      relativePath: doc.sourcePath.slice(DOCS_PREFIX.length),
      route: doc.route,
      title: doc.title,
      sidebarPosition: doc.sidebarPosition ?? undefined,
      sidebarLabel: doc.sidebarLabel ?? undefined,
    }));
  const sidebar = buildSidebar(entries, metas);
  const view = (category: SidebarCategory & { path: string }): CategoryView => ({
    path: category.path,
    label: category.label,
    position: category.position ?? null,
    route: category.href ?? null,
    items: category.items.map(itemView),
    docRoutes: category.items.flatMap((item) => (item.type === "link" ? [item.href] : [])),
    subcategoryPaths: category.items.flatMap((item) => (item.type === "category" && item.path ? [item.path] : [])),
  });
  const categories = sidebarCategories(sidebar).map(view);
  const byPath = new Map(categories.map((category) => [category.path, category]));
  return {
    items: sidebar.map(itemView),
    categories,
    /** The categories that hold a route, outermost first. */
    trail: (route: string) => categoryTrail(sidebar, route).map((category) => byPath.get(category.path!)!),
  };
}
