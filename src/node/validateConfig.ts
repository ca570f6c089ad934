import { siteConfigSchema, type NavbarItem, type SiteConfig } from "../types/config";
import { fieldOf } from "../../plugins/content-model/contentSchemas";
import { firstLink, type Sidebar } from "../docs/shared/sidebarShapes";

export class ConfigError extends Error {
  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(`Site configuration error in ${field}: ${problem}`);
    this.name = "ConfigError";
  }
}

/**
 * The navbar's references to docs and sidebars, checked once the docs are known
 * (plugins/content-model/docsModel.ts): its sidebars and doc ids. Throws a ConfigError naming the item.
 */
export function validateDocReferences(
  config: Pick<SiteConfig, "navbar">,
  docs: { sidebars: Record<string, Sidebar>; docIds: ReadonlySet<string> },
): void {
  const check = (item: NavbarItem, field: string): void => {
    if (item.type === "dropdown") item.items.forEach((sub, i) => check(sub, `${field}.items[${i}]`));
    if (item.type === "doc" && !docs.docIds.has(item.docId))
      throw new ConfigError(field, `doc "${item.docId}" does not exist in ${JSON.stringify(item)}`);
    if (item.type !== "docSidebar") return;
    const sidebar = docs.sidebars[item.sidebarId];
    if (!sidebar) throw new ConfigError(field, `sidebar "${item.sidebarId}" does not exist in ${JSON.stringify(item)}`);
    if (!firstLink(sidebar))
      throw new ConfigError(field, `sidebar "${item.sidebarId}" has no link to point to in ${JSON.stringify(item)}`);
  };
  config.navbar.items.forEach((item, i) => check(item, `navbar.items[${i}]`));
}

/**
 * Checks the site configuration against its schema (src/types/config.ts), once, when
 * gatsby-config.ts loads. Throws a ConfigError naming the first bad field.
 */
export function validateConfig(config: unknown): void {
  const result = siteConfigSchema.safeParse(config);
  if (result.success) return;
  const [issue] = result.error.issues;
  throw new ConfigError(fieldOf(issue.path) || "site.config.ts", issue.message);
}
