/** The route below the base path: `/master/intro` → `/intro`; the home page is `/`. */
export function routeOf(pathname: string, prefix: string): string {
  const trimmed = prefix.replace(/\/$/, "");
  if (trimmed && (pathname === trimmed || pathname.startsWith(`${trimmed}/`))) return pathname.slice(trimmed.length) || "/";
  return pathname || "/";
}

/**
 * `.html` endings are served as the page without them (reference-behaviour
 * "Path normalisation"): `/intro.html` and `/intro/index.html` both mean `/intro`.
 */
export function stripHtmlEnding(pathname: string): string {
  const stripped = pathname.replace(/(?:\/index)?\.html$/, "");
  return stripped === "" ? "/" : stripped;
}
