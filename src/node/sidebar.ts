import { docId, docRoute, isCategoryIndex } from "./routes";

export interface SidebarLink {
  type: "link";
  label: string;
  href: string;
  docId: string;
  unlisted: boolean;
}
export interface SidebarCategory {
  type: "category";
  label: string;
  /** The category's own page, if it has one. */
  href?: string;
  linkUnlisted: boolean;
  collapsible: boolean;
  items: SidebarItem[];
}
export type SidebarItem = SidebarLink | SidebarCategory;
export type Sidebar = SidebarItem[];
export type Sidebars = Record<string, Sidebar>;

export interface DocEntry {
  /** Path below content/docs, e.g. `components/accordion.mdx`. */
  relativePath: string;
  title: string;
  sidebarPosition?: number;
  sidebarLabel?: string;
}
export interface CategoryMeta {
  label?: string;
  position?: number;
  /** A route to use as the category's page when the folder has no index doc. */
  link?: string;
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
  return { type: "link", label: doc.sidebarLabel ?? doc.title, href: docRoute(doc.relativePath), docId: docId(doc.relativePath), unlisted: false };
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
    const href = child.index ? docRoute(child.index.relativePath) : meta.link;
    const label = meta.label ?? child.index?.title ?? name;
    const position = meta.position ?? child.index?.sidebarPosition;
    if (items.length === 0 && child.index && !meta.link) {
      // A folder holding only its own page reads better as a plain link.
      entries.push({ position, name, item: { ...linkFor(child.index), label } });
    } else if (items.length > 0 || href) {
      entries.push({ position, name, item: { type: "category", label, href, linkUnlisted: false, collapsible: true, items } });
    }
  }
  return entries.sort(bySidebarOrder).map((entry) => entry.item);
}

/** Builds the `docs` sidebar from the folder structure (reference-behaviour "Docs"). */
export function buildSidebar(docs: DocEntry[], categories: Record<string, CategoryMeta> = {}): Sidebar {
  const root: Folder = { name: "", docs: [], folders: new Map() };
  const seen = new Map<string, string>();
  for (const doc of docs) {
    const route = docRoute(doc.relativePath);
    const previous = seen.get(route);
    if (previous) throw new Error(`${doc.relativePath} and ${previous} both map to the route ${route}`);
    seen.set(route, doc.relativePath);
    const dirs = doc.relativePath.split("/").slice(0, -1);
    if (isCategoryIndex(doc.relativePath)) folderFor(root, dirs).index = doc;
    else folderFor(root, dirs).docs.push(doc);
  }
  return itemsOf(root, "", categories);
}

/** The first page a sidebar leads to, used by docSidebar navbar items. */
export function firstLink(sidebar: Sidebar): string | undefined {
  for (const item of sidebar) {
    if (item.type === "link") return item.href;
    if (item.href) return item.href;
    const nested = firstLink(item.items);
    if (nested) return nested;
  }
  return undefined;
}

export function getSidebar(sidebars: Sidebars, sidebarId: string): Sidebar {
  const sidebar = sidebars[sidebarId];
  if (!sidebar) throw new Error(`Unknown sidebar "${sidebarId}"; known sidebars: ${Object.keys(sidebars).join(", ") || "none"}`);
  return sidebar;
}

/** The categories that lead to `path`, outermost first; empty when the page is at the top. */
export function categoryTrail(sidebar: Sidebar, path: string): SidebarCategory[] {
  for (const item of sidebar) {
    if (item.type === "link") {
      if (item.href === path) return [];
      continue;
    }
    if (item.href === path) return [item];
    const inner = categoryTrail(item.items, path);
    if (inner.length > 0 || containsLink(item.items, path)) return [item, ...inner];
  }
  return [];
}

function containsLink(items: SidebarItem[], path: string): boolean {
  return items.some((item) => item.href === path || (item.type === "category" && containsLink(item.items, path)));
}

/** The category whose own page is `path`; used by category index pages to list their children. */
export function findCategory(sidebar: Sidebar, path: string): SidebarCategory {
  const trail = categoryTrail(sidebar, path);
  const category = trail[trail.length - 1];
  if (!category || category.href !== path) throw new Error(`No sidebar category has the page "${path}"`);
  return category;
}

export interface Crumb {
  label: string;
  href?: string;
}

/** Breadcrumbs below the home link: each category, then the page itself. */
export function breadcrumbs(sidebar: Sidebar, path: string, pageTitle: string): Crumb[] {
  const trail = categoryTrail(sidebar, path);
  const crumbs: Crumb[] = trail.map((category) => ({ label: category.label, href: category.href }));
  if (trail.length > 0 && trail[trail.length - 1].href === path) return crumbs;
  return [...crumbs, { label: pageTitle, href: path }];
}

function flatten(sidebar: Sidebar): Crumb[] {
  return sidebar.flatMap((item): Crumb[] =>
    item.type === "link" ? [{ label: item.label, href: item.href }] : [...(item.href ? [{ label: item.label, href: item.href }] : []), ...flatten(item.items)],
  );
}

/** Previous and next pages in sidebar order ("Vorige" / "Volgende"). */
export function paginator(sidebar: Sidebar, path: string): { previous?: Crumb; next?: Crumb } {
  const pages = flatten(sidebar);
  const index = pages.findIndex((page) => page.href === path);
  if (index === -1) return {};
  return { previous: pages[index - 1], next: pages[index + 1] };
}

export interface DocsVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: Array<{ id: string; path: string; sidebar: string }>;
  draftIds: string[];
  sidebars: Sidebars;
}

/** The docs have one version, `current`, labelled "Next" (spec §2). */
export function buildDocsVersion(docs: DocEntry[], sidebars: Sidebars, basePath: string, mainDocId: string): DocsVersion {
  const ids = docs.map((doc) => docId(doc.relativePath));
  if (!ids.includes(mainDocId)) throw new Error(`The main doc "${mainDocId}" does not exist`);
  return {
    name: "current",
    label: "Next",
    isLast: true,
    path: basePath,
    mainDocId,
    docs: docs.map((doc) => ({ id: docId(doc.relativePath), path: docRoute(doc.relativePath), sidebar: "docs" })),
    draftIds: [],
    sidebars,
  };
}

/** The route of a doc by id, failing clearly for an unknown id. */
export function docPath(version: DocsVersion, id: string): string {
  const doc = version.docs.find((candidate) => candidate.id === id);
  if (!doc) throw new Error(`Unknown doc id "${id}" in docs version "${version.name}"`);
  return doc.path;
}
