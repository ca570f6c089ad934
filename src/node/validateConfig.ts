import type { NavbarItem, SiteConfig } from "../types/config";
import { FEED_TYPES } from "../blog/shared/feedTypes";
import { firstLink, type Sidebar } from "../docs/shared/sidebarShapes";

/** Every navbar item kind site.config.ts may use: the kinds of NavbarItem in src/types/config.ts. */
export const NAVBAR_ITEM_TYPES = [
  "default",
  "localeDropdown",
  "search",
  "dropdown",
  "html",
  "doc",
  "docSidebar",
  "docsVersion",
  "docsVersionDropdown",
  "dsoVersionSelector",
] as const;

export class ConfigError extends Error {
  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(`Site configuration error in ${field}: ${problem}`);
    this.name = "ConfigError";
  }
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function requireText(value: unknown, field: string): void {
  if (typeof value !== "string" || value.trim() === "") throw new ConfigError(field, "must be a non-empty string");
}

function describe(item: unknown): string {
  return JSON.stringify(item);
}

function validateLink(item: { to?: string; href?: string }, field: string): void {
  const hasTo = typeof item.to === "string";
  const hasHref = typeof item.href === "string";
  if (hasTo === hasHref) throw new ConfigError(field, `needs exactly one of "to" or "href" in ${describe(item)}`);
  if (hasTo && !item.to!.startsWith("/")) throw new ConfigError(field, `"to" must start with "/" in ${describe(item)}`);
  if (hasHref && !/^https?:\/\//.test(item.href!))
    throw new ConfigError(field, `"href" must be an http(s) address in ${describe(item)}`);
}

/** What the navbar needs to know about the docs to check doc and docSidebar items. */
export interface DocsIndex {
  sidebars: Record<string, Sidebar>;
  docIds: ReadonlySet<string>;
}

export function validateNavbarItem(item: NavbarItem, field: string): void {
  if (
    !item ||
    typeof item !== "object" ||
    !(NAVBAR_ITEM_TYPES as readonly string[]).includes((item as { type?: string }).type ?? "")
  ) {
    throw new ConfigError(
      field,
      `unknown navbar item type in ${describe(item)}; known types: ${NAVBAR_ITEM_TYPES.join(", ")}`,
    );
  }
  switch (item.type) {
    case "default":
      requireText(item.label, `${field}.label`);
      validateLink(item, field);
      break;
    case "dropdown":
      requireText(item.label, `${field}.label`);
      if (!Array.isArray(item.items) || item.items.length === 0)
        throw new ConfigError(`${field}.items`, "must be a non-empty list");
      item.items.forEach((sub, i) => validateNavbarItem(sub, `${field}.items[${i}]`));
      break;
    case "html":
      requireText(item.value, `${field}.value`);
      break;
    case "doc":
    case "docSidebar":
      requireText(item.label, `${field}.label`);
      break;
    default:
      break;
  }
}

/**
 * The navbar's references to docs and sidebars, checked once the docs are known
 * (src/docs/build/docsModel.ts). Throws a ConfigError naming the item.
 */
export function validateDocReferences(config: Pick<SiteConfig, "navbar">, docs: DocsIndex): void {
  const check = (item: NavbarItem, field: string): void => {
    if (item.type === "dropdown") item.items.forEach((sub, i) => check(sub, `${field}.items[${i}]`));
    if (item.type === "doc" && !docs.docIds.has(item.docId))
      throw new ConfigError(field, `doc "${item.docId}" does not exist in ${describe(item)}`);
    if (item.type !== "docSidebar") return;
    const sidebar = docs.sidebars[item.sidebarId];
    if (!sidebar) throw new ConfigError(field, `sidebar "${item.sidebarId}" does not exist in ${describe(item)}`);
    if (!firstLink(sidebar))
      throw new ConfigError(field, `sidebar "${item.sidebarId}" has no link to point to in ${describe(item)}`);
  };
  config.navbar.items.forEach((item, i) => check(item, `navbar.items[${i}]`));
}

/** Checks the site configuration, once, when gatsby-config.ts loads. Throws a ConfigError naming the first bad field. */
export function validateConfig(config: SiteConfig): void {
  for (const key of ["title", "tagline", "url", "favicon", "titleDelimiter"] as const) requireText(config[key], key);
  if (!/^https?:\/\/[^/]+$/.test(config.url))
    throw new ConfigError("url", `must be an origin without a trailing slash, got "${config.url}"`);
  if (!/^\/(?:[\w.-]+\/)*$/.test(config.baseUrl)) {
    throw new ConfigError(
      "baseUrl",
      `must be "/" or path segments of letters, digits, "_", "-" and "." between slashes, got "${config.baseUrl}" (GATSBY_BASE_PATH)`,
    );
  }
  if (!Array.isArray(config.locales) || config.locales.length === 0)
    throw new ConfigError("locales", "must list at least one locale");
  if (!config.locales.includes(config.defaultLocale))
    throw new ConfigError("defaultLocale", `"${config.defaultLocale}" is not in locales`);
  if (!["light", "dark"].includes(config.colorMode?.defaultMode))
    throw new ConfigError("colorMode.defaultMode", 'must be "light" or "dark"');
  for (const key of ["disableSwitch", "respectPrefersColorScheme"] as const) {
    if (typeof config.colorMode[key] !== "boolean") throw new ConfigError(`colorMode.${key}`, "must be true or false");
  }
  const { minHeadingLevel: min, maxHeadingLevel: max } = config.tableOfContents;
  if (!(min >= 2 && max <= 6 && min <= max))
    throw new ConfigError("tableOfContents", `levels must satisfy 2 ≤ min ≤ max ≤ 6, got ${min}–${max}`);
  if (!Number.isInteger(config.copyrightYear)) throw new ConfigError("copyrightYear", "must be a year");
  if (!(config.blog.postsPerPage > 0)) throw new ConfigError("blog.postsPerPage", "must be positive");
  const { feedTypes } = config.blog;
  if (feedTypes !== "all" && !(Array.isArray(feedTypes) && feedTypes.every((type) => FEED_TYPES.includes(type)))) {
    throw new ConfigError(
      "blog.feedTypes",
      `must be "all" or a list of ${FEED_TYPES.join(", ")}, got ${JSON.stringify(feedTypes)}`,
    );
  }
  if (typeof config.navbar.hideOnScroll !== "boolean")
    throw new ConfigError("navbar.hideOnScroll", "must be true or false");
  config.navbar.items.forEach((item, i) => validateNavbarItem(item, `navbar.items[${i}]`));
  config.footer.links.forEach((column, c) => {
    requireText(column.title, `footer.links[${c}].title`);
    column.items.forEach((link, i) => {
      requireText(link.label, `footer.links[${c}].items[${i}].label`);
      validateLink(link, `footer.links[${c}].items[${i}]`);
    });
  });
  const bar = config.announcementBar;
  if (bar) {
    requireText(bar.id, "announcementBar.id");
    requireText(bar.content, "announcementBar.content");
    if (!HEX.test(bar.backgroundColor))
      throw new ConfigError("announcementBar.backgroundColor", `"${bar.backgroundColor}" is not a hex colour`);
    if (!HEX.test(bar.textColor))
      throw new ConfigError("announcementBar.textColor", `"${bar.textColor}" is not a hex colour`);
  }
  const { playgroundFrames, ...addresses } = config.links;
  for (const [key, value] of Object.entries(addresses)) {
    if (!/^https?:\/\//.test(value)) throw new ConfigError(`links.${key}`, `"${value}" is not an http(s) address`);
  }
  if (!config.links.sourceTree.includes("{path}"))
    throw new ConfigError("links.sourceTree", `"${config.links.sourceTree}" has no {path} for the component's folder`);
  if (!config.links.cdnFiles.includes("{path}"))
    throw new ConfigError("links.cdnFiles", `"${config.links.cdnFiles}" has no {path} for the file in the package`);
  if (!config.links.issue.includes("{number}"))
    throw new ConfigError("links.issue", `"${config.links.issue}" has no {number} for the issue's number`);
  // Same origin in production, or a maintainer's own playground (GATSBY_PLAYGROUND_FRAMES).
  if (!/^(https?:\/\/|\/)/.test(playgroundFrames))
    throw new ConfigError(
      "links.playgroundFrames",
      `"${playgroundFrames}" is neither a root-relative path nor an http(s) address (GATSBY_PLAYGROUND_FRAMES)`,
    );
}
