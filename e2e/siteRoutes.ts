import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The route list of the built site, read from its sitemap, so the site-wide
 * checks cover every page that exists without a list of their own.
 */
const PUBLIC = path.resolve("public");
const BASE_PATH = process.env.PW_BASE_PATH ?? "/master/";

const locs = (xml: string) => [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => match[1]);

/** `https://www.dso-toolkit.nl/master/components/` → `components/` (relative to the base path, as page.goto takes it). */
export function belowBase(url: string): string {
  const { pathname } = new URL(url);
  if (!pathname.startsWith(BASE_PATH)) throw new Error(`sitemap entry ${url} is not under ${BASE_PATH}`);
  return pathname.slice(BASE_PATH.length);
}

export function sitemapRoutes(): string[] {
  const index = path.join(PUBLIC, "sitemap-index.xml");
  if (!existsSync(index)) throw new Error(`${index} is missing: build the site first (npm run build)`);
  const routes = locs(readFileSync(index, "utf8")).flatMap((sitemapUrl) => {
    const file = path.join(PUBLIC, belowBase(sitemapUrl));
    if (!existsSync(file)) throw new Error(`sitemap-index.xml names ${sitemapUrl}, but ${file} does not exist`);
    return locs(readFileSync(file, "utf8")).map(belowBase);
  });
  if (routes.length === 0) throw new Error("the sitemap lists no pages");
  return routes;
}

/** The built HTML file of a route, or undefined when there is none. */
export function htmlFileOf(route: string): string | undefined {
  const trimmed = route.replace(/\/+$/, "");
  return [path.join(PUBLIC, trimmed, "index.html"), path.join(PUBLIC, `${trimmed}.html`)].find((file) =>
    existsSync(file),
  );
}

/** The `<title>` as the server sends it (Gatsby's Head renders it into the HTML). */
export function builtTitleOf(route: string): string | undefined {
  const file = htmlFileOf(route);
  if (!file) return undefined;
  const match = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(readFileSync(file, "utf8"));
  return match?.[1].trim();
}
