import type { Node, SourceNodesArgs } from "gatsby";
import { readFileSync } from "node:fs";
import { siteConfig } from "../../site.config";
import { categoryTrail, type SidebarItem } from "../lib/sidebar";
import { checkDocFrontMatter, parseYaml } from "./frontMatter";
import { buildSidebar, sidebarCategories, type CategoryMeta, type DocEntry } from "./sidebar";
import { validateDocReferences } from "./validateConfig";

/**
 * The docs half of the content model (src/node/schema.ts): Doc, DocCategory and DocSidebar nodes,
 * made from the Mdx nodes that gatsby-plugin-mdx has loaded and the `_category_.yml` files. The
 * Mdx nodes are the one read of the docs; nothing here opens an .mdx file.
 */

export interface DocMdxNode extends Node {
  body: string;
  frontmatter: Record<string, unknown>;
  fields: { kind: string; route: string; docId: string; sourcePath: string };
}

interface CategoryFileNode extends Node {
  absolutePath: string;
  relativeDirectory: string;
  sourceInstanceName: string;
  name: string;
}

const DOCS_PREFIX = "content/docs/";

/** Reads one `_category_.yml`; anything but label, position and link as text, number and route is an error naming the file. */
export function categoryMeta(source: string, file: string): CategoryMeta {
  const data = parseYaml(source, file);
  if (!data || typeof data !== "object") throw new Error(`${file}: must be a mapping with label and position`);
  const { label, position, link } = data as Record<string, unknown>;
  if (label !== undefined && typeof label !== "string") throw new Error(`${file}: label must be text`);
  if (position !== undefined && typeof position !== "number") throw new Error(`${file}: position must be a number`);
  if (link !== undefined && typeof link !== "string") throw new Error(`${file}: link must be a route`);
  return { label, position, link } as CategoryMeta;
}

function categoryMetas(files: CategoryFileNode[]): Record<string, CategoryMeta> {
  const metas: Record<string, CategoryMeta> = {};
  for (const file of files) {
    if (file.sourceInstanceName !== "docs" || file.name !== "_category_") continue;
    metas[file.relativeDirectory] = categoryMeta(readFileSync(file.absolutePath, "utf8"), `${DOCS_PREFIX}${file.relativeDirectory}/_category_.yml`);
  }
  return metas;
}

const sidebarItem = (item: SidebarItem) =>
  item.type === "link"
    ? { type: "link", label: item.label, route: item.href, categoryPath: null }
    : { type: "category", label: item.label, route: item.href ?? null, categoryPath: item.path ?? null };

/** Makes the docs' nodes; a bad front matter or category file is an error naming it. */
export function sourceDocsModel({ actions, getNodesByType, createNodeId, createContentDigest }: SourceNodesArgs): void {
  const mdxNodes = (getNodesByType("Mdx") as DocMdxNode[]).filter((node) => node.fields?.kind === "doc");
  const entries: Array<DocEntry & { node: DocMdxNode; front: ReturnType<typeof checkDocFrontMatter> }> = mdxNodes.map((node) => {
    const front = checkDocFrontMatter(node.frontmatter, node.fields.sourcePath);
    const relativePath = node.fields.sourcePath.slice(DOCS_PREFIX.length);
    return { node, front, relativePath, route: node.fields.route, title: front.title, sidebarPosition: front.sidebar_position, sidebarLabel: front.sidebar_label };
  });
  const sidebar = buildSidebar(entries, categoryMetas(getNodesByType("File") as CategoryFileNode[]));
  // The navbar's doc and sidebar references can only be checked once the docs are known.
  validateDocReferences(siteConfig, { sidebars: { docs: sidebar }, docIds: new Set(mdxNodes.map((node) => node.fields.docId)) });

  const docNodeId = new Map(entries.map((entry) => [entry.route, createNodeId(`Doc ${entry.node.id}`)]));
  const categoryNodeId = (path: string) => createNodeId(`DocCategory ${path}`);
  const create = (id: string, type: string, data: Record<string, unknown>, parent?: Node) => {
    const node = { ...data, id, parent: parent?.id, children: [], internal: { type, contentDigest: createContentDigest(data) } };
    actions.createNode(node);
    if (parent) actions.createParentChildLink({ parent, child: node as unknown as Node });
  };

  for (const { node, front, relativePath, route } of entries) {
    const trail = categoryTrail(sidebar, route);
    create(
      docNodeId.get(route)!,
      "Doc",
      {
        title: front.title,
        description: front.description ?? null,
        keywords: front.keywords ?? [],
        route,
        docId: node.fields.docId,
        sidebarPosition: front.sidebar_position ?? null,
        status: front.status ?? null,
        implementations: front.implementations ?? [],
        categoryPath: trail.length > 0 ? trail[trail.length - 1].path : null,
        categoryLabels: trail.map((category) => category.label),
        sourcePath: `${DOCS_PREFIX}${relativePath}`,
      },
      node,
    );
  }
  for (const category of sidebarCategories(sidebar)) {
    const links = category.items.filter((item) => item.type === "link" && docNodeId.has(item.href));
    const inner = category.items.filter((item) => item.type === "category");
    create(categoryNodeId(category.path), "DocCategory", {
      path: category.path,
      label: category.label,
      position: category.position ?? null,
      route: category.href ?? null,
      docIds: links.map((item) => docNodeId.get(item.href!)),
      subcategoryIds: inner.map((item) => categoryNodeId((item as { path: string }).path)),
      items: category.items.map(sidebarItem),
    });
  }
  create(createNodeId("DocSidebar docs"), "DocSidebar", { items: sidebar.map(sidebarItem) });
}
