import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { siteConfig } from "@site-config";
import { trimSlashes } from "../../src/lib/paths";
import { attributeOf, elementsOf, parseHtml, type HtmlPage } from "./html";

/**
 * gatsby-plugin-sitemap writes `sitemap-index.xml` (pointing to `sitemap-0.xml`)
 * at the base path; robots.txt, written by the build for the base path it builds, names it. Pages a search engine should
 * not list stay out: the not-found page (the plugin's own default), the search
 * page, and any page whose built HTML says `noindex`, so new pages that opt out
 * of indexing leave the sitemap without a change here.
 */
export const SITEMAP_FILE = "sitemap-index.xml";

/** Whether the page has `<meta name="robots">` whose content lists `noindex`. */
export function hasNoindex(page: HtmlPage): boolean {
  for (const element of elementsOf(page.document)) {
    if (element.tagName !== "meta" || attributeOf(element, "name")?.toLowerCase() !== "robots") continue;
    const directives = (attributeOf(element, "content") ?? "").toLowerCase().split(/[\s,]+/);
    if (directives.includes("noindex")) return true;
  }
  return false;
}

/** The built HTML file of a page path (without base), or undefined when the page has none. */
export function htmlFileOf(publicDir: string, pagePath: string): string | undefined {
  const trimmed = trimSlashes(pagePath);
  const candidates = [path.join(publicDir, trimmed, "index.html"), path.join(publicDir, `${trimmed}.html`)];
  return candidates.find((candidate) => existsSync(candidate));
}

export function indexablePages<T extends { path: string }>(pages: T[], publicDir: string): T[] {
  return pages.filter((page) => {
    const file = htmlFileOf(publicDir, page.path);
    if (!file) return true;
    const html = readFileSync(file, "utf8");
    // Parsing every page cost about a second of the build; a page without the word cannot ask for
    // noindex, as the server writes letters as they are, never as character references.
    return !html.toLowerCase().includes("noindex") || !hasNoindex(parseHtml(html, path.relative(publicDir, file)));
  });
}

export const sitemapOptions = {
  excludes: ["/search", "/search/"],
  // siteMetadata.siteUrl already ends in the base path; the plugin adds the prefix itself.
  resolveSiteUrl: () => siteConfig.url,
  resolvePages: (data: { allSitePage: { nodes: Array<{ path: string }> } }) =>
    indexablePages(data.allSitePage.nodes, path.resolve("public")),
};

/** robots.txt: everything may be crawled, and the sitemap is named by its absolute URL. */
export function robotsTxt(url = siteConfig.url, baseUrl = siteConfig.baseUrl): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${url}${baseUrl}${SITEMAP_FILE}\n`;
}

/** Writes robots.txt at the base path of this build. */
export function writeRobotsTxt(publicDir = path.resolve("public")): void {
  writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt());
}
