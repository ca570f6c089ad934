/**
 * Build-time link rules (docs/quality-gates.md, "Quality gates"): broken links fail the build, broken
 * anchors and duplicate routes only warn. They run over the built HTML so that links
 * from MDX, the navbar, the footer and the site configuration are all seen the way a
 * visitor meets them. Pure functions: the build hook (linkCheckHook.ts) reads the files
 * and reports.
 */

import { joinUrl, pathPrefixOf, stripHtmlEnding, withoutTrailingSlash } from "../../src/lib/paths";
import { decodeSafely } from "../content-model/files";
import { attributeOf, elementsOf, type HtmlPage } from "./html";

/** What the checker needs to know about one built page. */
export interface BuiltPage {
  /** Normalised route including the base path, e.g. `/master/intro`. */
  route: string;
  /** Where the page came from, for messages: an MDX file, a page component or the HTML file. */
  source: string;
  /** The address relative links resolve from, when it differs from the route (category pages end in "/"). */
  address?: string;
  hrefs: string[];
  /** Image sources (`img src`): each must be a file of the built site. */
  images?: string[];
  ids: Set<string>;
}

export interface LinkProblem {
  /** The page holding the link, as its route. */
  page: string;
  source: string;
  href: string;
  /** Why it failed, in one phrase. */
  reason: string;
}

export interface RouteSource {
  route: string;
  source: string;
}

export interface DuplicateRoute {
  route: string;
  sources: string[];
}

/**
 * One key per page, however it is written: `/master/intro`, `/master/intro/`,
 * `/master/intro.html` and `/master/intro/index.html` are all `/master/intro`
 * (all four show the page: docs/decisions/0004-what-carries-over-from-the-old-site.md;
 * trailingSlash is "ignore").
 */
export function normalizeRoute(pathname: string): string {
  return withoutTrailingSlash(stripHtmlEnding(decodeSafely(pathname, decodeURI))) || "/";
}

/** `intro/index.html` under base `/master/` → `/master/intro`; `index.html` → `/master`. */
export function routeOfHtmlFile(relativeFile: string, base: string): string {
  return normalizeRoute(joinUrl(base, relativeFile.split("\\").join("/")));
}

/** What a page links to and what its links can point at. */
export interface PageLinks {
  hrefs: string[];
  images: string[];
  ids: string[];
}

/**
 * The link targets (`a`/`area` href), image sources and fragment targets (`id`, `a name`) of one
 * page. The parser decodes entities, and text in scripts, styles, comments and escaped code is
 * not markup to it.
 */
export function extractLinksAndIds(page: HtmlPage): PageLinks {
  const links: PageLinks = { hrefs: [], images: [], ids: [] };
  for (const element of elementsOf(page.document)) {
    const name = element.tagName;
    const id = attributeOf(element, "id");
    if (id) links.ids.push(id);
    const anchorName = name === "a" ? attributeOf(element, "name") : undefined;
    if (anchorName) links.ids.push(anchorName);
    const href = attributeOf(element, "href");
    if ((name === "a" || name === "area") && href !== undefined) links.hrefs.push(href);
    const src = attributeOf(element, "src");
    if (name === "img" && src !== undefined) links.images.push(src);
  }
  return links;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Checks every internal link of every page. A link is internal when it is
 * root-relative, relative, or only a fragment; external addresses are not
 * fetched (the build must not depend on other hosts). `fileExists` answers for
 * non-page files such as feeds, given the path below the base.
 */
export function checkLinks(
  pages: BuiltPage[],
  base: string,
  fileExists: (pathBelowBase: string) => boolean,
): { brokenLinks: LinkProblem[]; brokenAnchors: LinkProblem[] } {
  const prefix = pathPrefixOf(base);
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const brokenLinks: LinkProblem[] = [];
  const brokenAnchors: LinkProblem[] = [];
  for (const page of pages) {
    // Relative links resolve the way the browser resolves them from this page's address.
    const from = `http://site${page.address ?? (page.route === prefix ? `${prefix}/` : page.route)}`;
    const problem = (href: string, reason: string) => ({ page: page.route, source: page.source, href, reason });
    for (const href of page.hrefs) {
      if (href === "" || href === "#" || SCHEME.test(href) || href.startsWith("//")) continue;
      const url = new URL(href, from);
      const target = normalizeRoute(url.pathname);
      if (target !== prefix && !target.startsWith(`${prefix}/`)) {
        brokenLinks.push(problem(href, `outside the base path ${prefix}/`));
        continue;
      }
      const targetPage = byRoute.get(target);
      if (!targetPage) {
        const below = decodeSafely(url.pathname.slice(prefix.length + 1));
        if (below === "" || !fileExists(below)) brokenLinks.push(problem(href, "no page or file at this route"));
        continue;
      }
      const fragment = decodeSafely(url.hash.slice(1));
      if (fragment && !targetPage.ids.has(fragment))
        brokenAnchors.push(problem(href, `${target} has no element with id "${fragment}"`));
    }
    for (const src of page.images ?? []) {
      if (SCHEME.test(src) || src.startsWith("//")) continue;
      const { pathname } = new URL(src, from);
      const below = pathname.startsWith(`${prefix}/`) ? decodeSafely(pathname.slice(prefix.length + 1)) : "";
      if (below === "" || !fileExists(below)) brokenLinks.push(problem(src, "image: no file at this address"));
    }
  }
  return { brokenLinks, brokenAnchors };
}

/**
 * Routes claimed by more than one source. Routes that differ only in a
 * trailing slash or `.html` are the same page on a static host, so they clash too.
 * The same source reported twice (a page and the MDX file behind it) is one claim.
 */
export function findDuplicateRoutes(entries: RouteSource[]): DuplicateRoute[] {
  const claims = new Map<string, Set<string>>();
  for (const { route, source } of entries) {
    const key = normalizeRoute(route);
    claims.set(key, (claims.get(key) ?? new Set()).add(source));
  }
  return [...claims.entries()]
    .filter(([, sources]) => sources.size > 1)
    .map(([route, sources]) => ({ route, sources: [...sources].sort() }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

function describe(problem: LinkProblem): string {
  const where =
    problem.source && problem.source !== problem.page ? `${problem.page} (${problem.source})` : problem.page;
  return `  - on ${where}: ${problem.href} — ${problem.reason}`;
}

/**
 * The heading, then one line per page and target; a page linking the same target twice (navbar and
 * footer) gets one line with a count.
 */
function listed(heading: string, problems: LinkProblem[]): string {
  const lines = new Map<string, number>();
  for (const problem of problems) lines.set(describe(problem), (lines.get(describe(problem)) ?? 0) + 1);
  return [heading, ...[...lines].map(([line, count]) => (count > 1 ? `${line} (${count}×)` : line))].join("\n");
}

export function formatBrokenLinks(problems: LinkProblem[]): string {
  const targets = new Set(problems.map((problem) => problem.href)).size;
  return listed(`Broken links: ${problems.length} internal link(s) to ${targets} missing target(s):`, problems);
}

export function formatBrokenAnchors(problems: LinkProblem[]): string {
  return listed(`Broken anchors: ${problems.length} link(s) point to a missing #id (the page exists):`, problems);
}

export function formatDuplicateRoutes(duplicates: DuplicateRoute[], base: string): string {
  const prefix = pathPrefixOf(base);
  return [
    `Duplicate routes: ${duplicates.length} route(s) are claimed by more than one source; only one of them is served:`,
    ...duplicates.map(({ route, sources }) => `  - ${prefix}${route === "/" ? "/" : route}: ${sources.join(" and ")}`),
  ].join("\n");
}
