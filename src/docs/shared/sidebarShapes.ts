/**
 * The docs sidebar as both sides see it: plugins/content-model/buildSidebar.ts builds it from the docs, and the
 * browser gets it in the compact shape of src/docs/ui/useDocSidebar.ts and draws it.
 */
export interface SidebarLink {
  type: "link";
  label: string;
  href: string;
}
export interface SidebarCategory {
  type: "category";
  label: string;
  /** The category's own page, if it has one. */
  href?: string;
  /** Its folder below content/docs and its place among its siblings: build-time facts for the DocCategory node. */
  path?: string;
  position?: number;
  items: SidebarItem[];
}
export type SidebarItem = SidebarLink | SidebarCategory;
export type Sidebar = SidebarItem[];

export interface Crumb {
  label: string;
  href?: string;
}

/** The first page a sidebar leads to, used by docSidebar navbar items. */
export function firstLink(sidebar: Sidebar): string | undefined {
  for (const item of sidebar) {
    const link = item.type === "link" || item.href ? item.href : firstLink(item.items);
    if (link) return link;
  }
  return undefined;
}

/** True when some link or category page of the sidebar is `path`. */
export function hasPage(items: Sidebar, path: string): boolean {
  return items.some((item) => item.href === path || (item.type === "category" && hasPage(item.items, path)));
}

/** The categories that lead to `path`, outermost first; empty when the page is at the top. */
export function categoryTrail(sidebar: Sidebar, path: string): SidebarCategory[] {
  for (const item of sidebar) {
    if (item.href === path) return item.type === "link" ? [] : [item];
    if (item.type === "link") continue;
    const inner = categoryTrail(item.items, path);
    if (inner.length > 0 || hasPage(item.items, path)) return [item, ...inner];
  }
  return [];
}

/**
 * The route of a doc id (`components/form-group/index` → `/components/form-group/`), for navbar
 * items that name a doc. The id is the route without its slashes, so the sidebar needs no id list;
 * an id no page has is an error naming it (the build has checked the configured ones already).
 */
export function docRouteById(sidebar: Sidebar, id: string): string {
  const segments = id.split("/");
  const last = segments[segments.length - 1];
  const isIndex = segments.length > 1 && (last === "index" || last === segments[segments.length - 2]);
  const route = isIndex ? `/${segments.slice(0, -1).join("/")}/` : `/${id}`;
  if (!hasPage(sidebar, route))
    throw new Error(`Unknown doc id "${id}": no page of the docs sidebar has the route ${route}`);
  return route;
}

/** One entry of the compact sidebar data: a category's entries sit under its folder path. */
export interface CompactSidebarItem {
  type: string;
  label: string;
  route?: string | null;
  categoryPath?: string | null;
}

/** The compact sidebar data: the top entries, and each category's entries under its folder path. */
export interface CompactSidebar {
  items: readonly CompactSidebarItem[];
  categories: ReadonlyArray<{ path: string; items: readonly CompactSidebarItem[] }>;
}

/** Rebuilds the tree from the compact data. */
export function assembleSidebar({ items, categories }: CompactSidebar): Sidebar {
  const byPath = new Map(categories.map((category) => [category.path, category.items]));
  const assemble = (entries: readonly CompactSidebarItem[]): Sidebar =>
    entries.map((item): SidebarItem => {
      if (item.type === "link") return { type: "link", label: item.label, href: item.route! };
      const inner = byPath.get(item.categoryPath ?? "");
      if (!inner)
        throw new Error(`The docs sidebar's category "${item.label}" has no entries (folder ${item.categoryPath})`);
      return {
        type: "category",
        label: item.label,
        ...(item.route ? { href: item.route } : {}),
        items: assemble(inner),
      };
    });
  return assemble(items);
}
