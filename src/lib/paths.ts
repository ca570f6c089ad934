/** The address without its trailing slashes: `/master/` → `/master`, `https://host/` → `https://host`, `/` → `""`. */
export function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

/** `/intro/` → `intro`: a path without the slashes at either end, to join it to another. */
export function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, "");
}

/** `https://host/` and `81.0.0` → `https://host/81.0.0`: one slash between the two, whichever ends carry one. */
export function joinUrl(base: string, path: string): string {
  return `${withoutTrailingSlash(base)}/${path.replace(/^\/+/, "")}`;
}

/**
 * Gatsby's path prefix for a base path: `/master/` → `/master`, and `""` for `/`. Runtime code reads
 * the prefix the build used from `__PATH_PREFIX__` instead: it is empty in `gatsby develop`.
 */
export function pathPrefixOf(basePath: string): string {
  return withoutTrailingSlash(basePath);
}

/** The site's absolute address with its base path, without a trailing slash: `https://www.dso-toolkit.nl/master`. */
export function siteUrlOf({ url, baseUrl }: { url: string; baseUrl: string }): string {
  return `${withoutTrailingSlash(url)}${pathPrefixOf(baseUrl)}`;
}

/** The route below the base path: `/master/intro` → `/intro`; the home page is `/`. */
export function routeOf(pathname: string, prefix: string): string {
  const trimmed = withoutTrailingSlash(prefix);
  if (trimmed && (pathname === trimmed || pathname.startsWith(`${trimmed}/`)))
    return pathname.slice(trimmed.length) || "/";
  return pathname || "/";
}

/**
 * `.html` endings are served as the page without them, as on the old site
 * (docs/decisions/0004-what-carries-over-from-the-old-site.md): `/intro.html` and
 * `/intro/index.html` both mean `/intro`.
 */
export function stripHtmlEnding(pathname: string): string {
  const stripped = pathname.replace(/(?:\/index)?\.html$/, "");
  return stripped === "" ? "/" : stripped;
}

/** A base path as a build setting may give it (`81.0.0`, `/81.0.0`) in the site's form: `/81.0.0/`. */
export function normalizeBasePath(value: string): string {
  const trimmed = trimSlashes(value.trim());
  return trimmed ? `/${trimmed}/` : "/";
}

/**
 * The site's version: the first segment of the base path it was built for (`/81.0.0/` → `81.0.0`),
 * `master` when the base path has none (a local preview at `/`).
 */
export function versionOf(basePath: string): string {
  return basePath.split("/").find(Boolean) ?? "master";
}
