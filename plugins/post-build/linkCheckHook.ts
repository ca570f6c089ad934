import type { BuildArgs, Node } from "gatsby";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { filesUnder, relativePath } from "../content-model/files";
import { readHtml } from "./html";
import {
  checkLinks,
  extractLinksAndIds,
  findDuplicateRoutes,
  formatBrokenAnchors,
  formatBrokenLinks,
  formatDuplicateRoutes,
  normalizeRoute,
  routeOfHtmlFile,
  type BuiltPage,
  type PageLinks,
  type RouteSource,
} from "./linkCheck";

/**
 * Setting this to "warn" lets a local build finish despite broken links, for
 * work on a branch whose link targets land from another branch. CI never sets it.
 */
export const LINK_CHECK_ENV = "DSO_BROKEN_LINKS";

/** The part of Gatsby's onPostBuild arguments the check uses, so tests can pass a fixture. */
export type LinkCheckArgs = Pick<BuildArgs, "reporter" | "getNodesByType" | "pathPrefix">;

// Gatsby's own output folders hold no pages.
const SKIPPED_DIRS = new Set(["page-data", "static", "_gatsby", "~partytown"]);

/** The built pages, relative to the public folder (`intro/index.html`); Gatsby's own folders hold none. */
export function htmlFilesUnder(root: string): string[] {
  return filesUnder(root).filter((file) => file.endsWith(".html") && !SKIPPED_DIRS.has(file.split("/")[0]));
}

/** The file behind a page: the MDX file it shows (src/article/shared/articleContext.ts), or else its page component. */
export function sourceOfPage(page: SitePageNode, projectDir: string): string {
  return page.context?.source ?? relativePath(projectDir, page.component);
}

interface SitePageNode {
  path: string;
  component: string;
  context?: { source?: string };
}
interface MdxNode extends Node {
  fields?: { route?: string; sourcePath?: string };
}

/** Which file claims which route: every page Gatsby made, and every MDX file with a route of its own. */
export function routeSources(getNodesByType: LinkCheckArgs["getNodesByType"], projectDir: string): RouteSource[] {
  const pages = (getNodesByType("SitePage") as unknown as SitePageNode[]).map((page) => ({
    route: page.path,
    source: sourceOfPage(page, projectDir),
  }));
  const mdx = (getNodesByType("Mdx") as MdxNode[])
    .filter((node) => node.fields?.route && node.fields.sourcePath)
    .map((node) => ({ route: node.fields!.route!, source: node.fields!.sourcePath! }));
  return [...pages, ...mdx];
}

/**
 * Reads the built site, then fails the build on broken links (every one listed
 * with its page and target) and warns about broken anchors and duplicate routes.
 * `linksOf` gives the links of an HTML file below publicDir (the post-build step
 * passes what it read already).
 */
export function runLinkCheck(
  { reporter, getNodesByType, pathPrefix }: LinkCheckArgs,
  publicDir: string,
  projectDir: string,
  linksOf: (file: string) => PageLinks = (file) => extractLinksAndIds(readHtml(publicDir, file)),
): void {
  const base = `${pathPrefix}/`;
  const sources = routeSources(getNodesByType, projectDir);
  // The first claim is the page Gatsby built (pages come before MDX nodes): it names the source and the address.
  const firstClaims = new Map<string, { source: string; address: string }>();
  for (const { route, source } of sources) {
    const key = normalizeRoute(`${pathPrefix}${route}`);
    if (!firstClaims.has(key)) firstClaims.set(key, { source, address: `${pathPrefix}${route}` });
  }
  const pages: BuiltPage[] = htmlFilesUnder(publicDir).map((file) => {
    const { hrefs, images, ids } = linksOf(file);
    const route = routeOfHtmlFile(file, base);
    const claim = firstClaims.get(route);
    return {
      route,
      source: claim?.source ?? `public/${file}`,
      address: claim?.address,
      hrefs,
      images,
      ids: new Set(ids),
    };
  });
  const fileExists = (below: string) => {
    const full = path.join(publicDir, below);
    return full.startsWith(publicDir) && existsSync(full) && statSync(full).isFile();
  };
  const { brokenLinks, brokenAnchors } = checkLinks(pages, base, fileExists);
  const duplicates = findDuplicateRoutes(sources);
  if (duplicates.length > 0) reporter.warn(formatDuplicateRoutes(duplicates, base));
  if (brokenAnchors.length > 0) reporter.warn(formatBrokenAnchors(brokenAnchors));
  if (brokenLinks.length > 0 && process.env[LINK_CHECK_ENV] === "warn") {
    reporter.warn(
      `${formatBrokenLinks(brokenLinks)}\n(${LINK_CHECK_ENV}=warn: this build would otherwise have failed)`,
    );
  } else if (brokenLinks.length > 0) reporter.panicOnBuild(formatBrokenLinks(brokenLinks));
  else reporter.info(`Link check: ${pages.length} pages, no broken links`);
}
