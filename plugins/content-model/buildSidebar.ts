import { isCategoryIndex } from "./routes";
import type { CategoryMeta } from "./contentSchemas";
import {
  categoryTrail,
  type Crumb,
  type Sidebar,
  type SidebarCategory,
  type SidebarItem,
  type SidebarLink,
} from "../../src/docs/shared/sidebarShapes";

export interface DocEntry {
  /** Path below content/docs, e.g. `components/accordion.mdx`. */
  relativePath: string;
  /** Computed once, where the Mdx node gets its fields (plugins/content-model/mdxFields.ts). */
  route: string;
  title: string;
  sidebarPosition?: number;
  sidebarLabel?: string;
}

interface Sortable {
  position?: number;
  name: string;
  item: SidebarItem;
}

const bySidebarOrder = (a: Sortable, b: Sortable) =>
  (a.position ?? Infinity) - (b.position ?? Infinity) || a.name.localeCompare(b.name, "en");

interface Folder {
  name: string;
  index?: DocEntry;
  docs: DocEntry[];
  folders: Map<string, Folder>;
}

function folderFor(root: Folder, dirs: string[]): Folder {
  let folder = root;
  for (const dir of dirs) {
    if (!folder.folders.has(dir)) folder.folders.set(dir, { name: dir, docs: [], folders: new Map() });
    folder = folder.folders.get(dir)!;
  }
  return folder;
}

function linkFor(doc: DocEntry): SidebarLink {
  return { type: "link", label: doc.sidebarLabel ?? doc.title, href: doc.route };
}

function itemsOf(folder: Folder, path: string, categories: Record<string, CategoryMeta>): SidebarItem[] {
  const entries: Sortable[] = folder.docs.map((doc) => ({
    position: doc.sidebarPosition,
    name: doc.relativePath.split("/").pop()!,
    item: linkFor(doc),
  }));
  for (const [name, child] of folder.folders) {
    const childPath = path ? `${path}/${name}` : name;
    const meta = categories[childPath] ?? {};
    const items = itemsOf(child, childPath, categories);
    const href = child.index ? child.index.route : meta.link;
    const label = meta.label ?? child.index?.title ?? name;
    const position = meta.position ?? child.index?.sidebarPosition;
    if (items.length === 0 && child.index && !meta.link) {
      // A folder holding only its own page reads better as a plain link.
      entries.push({ position, name, item: { ...linkFor(child.index), label } });
    } else if (items.length > 0 || href) {
      entries.push({ position, name, item: { type: "category", label, href, path: childPath, position, items } });
    }
  }
  return entries.sort(bySidebarOrder).map((entry) => entry.item);
}

/**
 * Builds the `docs` sidebar from the folder structure: `_category_.yml` and `sidebar_position`
 * order it, then file names (docs/decisions/0004-what-carries-over-from-the-old-site.md).
 */
export function buildSidebar(docs: DocEntry[], categories: Record<string, CategoryMeta> = {}): Sidebar {
  const root: Folder = { name: "", docs: [], folders: new Map() };
  const seen = new Map<string, string>();
  for (const doc of docs) {
    const previous = seen.get(doc.route);
    if (previous) throw new Error(`${doc.relativePath} and ${previous} both map to the route ${doc.route}`);
    seen.set(doc.route, doc.relativePath);
    const dirs = doc.relativePath.split("/").slice(0, -1);
    if (isCategoryIndex(doc.relativePath)) folderFor(root, dirs).index = doc;
    else folderFor(root, dirs).docs.push(doc);
  }
  return itemsOf(root, "", categories);
}

/** Breadcrumbs below the home link: each category, then the page itself. */
export function breadcrumbs(sidebar: Sidebar, path: string, pageTitle: string): Crumb[] {
  const crumbs: Crumb[] = categoryTrail(sidebar, path).map(({ label, href }) => ({ label, href }));
  // A category's own page ends the trail itself.
  return crumbs.at(-1)?.href === path ? crumbs : [...crumbs, { label: pageTitle, href: path }];
}

function flatten(sidebar: Sidebar): Crumb[] {
  return sidebar.flatMap((item): Crumb[] =>
    item.type === "link"
      ? [{ label: item.label, href: item.href }]
      : [...(item.href ? [{ label: item.label, href: item.href }] : []), ...flatten(item.items)],
  );
}

/** Previous and next pages in sidebar order ("Vorige" / "Volgende"). */
export function paginator(sidebar: Sidebar, path: string): { previous?: Crumb; next?: Crumb } {
  const pages = flatten(sidebar);
  const index = pages.findIndex((page) => page.href === path);
  if (index === -1) return {};
  return { previous: pages[index - 1], next: pages[index + 1] };
}

/** Every category of the sidebar, outer before inner, each with its folder. */
export function sidebarCategories(sidebar: Sidebar): Array<SidebarCategory & { path: string }> {
  return sidebar.flatMap((item) =>
    item.type === "category" ? [item as SidebarCategory & { path: string }, ...sidebarCategories(item.items)] : [],
  );
}
