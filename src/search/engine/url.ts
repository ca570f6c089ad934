/**
 * Addresses of search: hit links with `_highlight` parameters, and the search
 * page's query string, named as on the old site so its links keep working
 * (docs/decisions/0004-what-carries-over-from-the-old-site.md). Routes exclude
 * the base path.
 */
import { HIGHLIGHT_PARAM } from "./highlightParam";

export { HIGHLIGHT_PARAM };
/** Tokens read back from a URL: enough for any real query, too few to slow marking down. */
const MAX_HIGHLIGHT_TOKENS = 10;
const MAX_TOKEN_LENGTH = 50;

/** The route, one `_highlight` per token, then the anchor. */
export function hitUrl(route: string, anchor: string, tokens: readonly string[]): string {
  const params = new URLSearchParams();
  for (const token of tokens) params.append(HIGHLIGHT_PARAM, token);
  const query = params.toString();
  return `${route}${query ? `?${query}` : ""}${anchor}`;
}

/** The `_highlight` tokens of a query string; empty, overlong and surplus ones are ignored. */
export function highlightTokens(search: string): string[] {
  const tokens = new URLSearchParams(search)
    .getAll(HIGHLIGHT_PARAM)
    .map((token) => token.trim())
    .filter((token) => token.length > 0 && token.length <= MAX_TOKEN_LENGTH);
  return [...new Set(tokens)].slice(0, MAX_HIGHLIGHT_TOKENS);
}

/** The query string without `_highlight`, other parameters kept in order; "" when none remain. */
export function withoutHighlight(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(HIGHLIGHT_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

export interface SearchPageParams {
  q: string;
  /** Only a configured context. */
  ctx?: string;
  /** Only a known docs version path. */
  version?: string;
}

/** Strips lone surrogates, which URLSearchParams would turn into U+FFFD on the way back anyway. */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "");
}

/** Reads the search page's parameters; unknown contexts and versions are dropped, never trusted. */
export function readSearchParams(
  search: string,
  contexts: readonly string[],
  versions: readonly string[] = [],
): SearchPageParams {
  // URLSearchParams reads any string; a broken escape stays as it is (__tests__/url.test.ts).
  const params = new URLSearchParams(search);
  return {
    q: wellFormed(params.get("q") ?? ""),
    ctx: contexts.find((context) => context === params.get("ctx")),
    version: versions.find((version) => version === params.get("version")),
  };
}

/** `/search?q=…&ctx=…&version=…`, each parameter only when it has a value. */
export function searchPageUrl({ q, ctx, version }: SearchPageParams): string {
  const params = new URLSearchParams();
  params.set("q", wellFormed(q));
  if (ctx) params.set("ctx", ctx);
  if (version) params.set("version", version);
  return `/search?${params.toString()}`;
}

/** A path (below the base path) is inside a search context when it is the context's folder or below it. */
export function inContext(path: string, context: string): boolean {
  return path === `/${context}` || path.startsWith(`/${context}/`);
}

/** The search context a page is in: the configured context whose folder holds the path. */
export function contextOf(path: string, contexts: readonly string[]): string | undefined {
  return contexts.find((context) => inContext(path, context));
}

export type FooterLink = { kind: "all"; href: string } | { kind: "within" | "outside"; context: string; href: string };

/**
 * The suggestion list's footer: inside a context, "within" (adds ctx); when the
 * context has no hits, "outside" (without ctx); else "all"; none without hits.
 */
export function footerLink(query: string, context: string | undefined, total: number): FooterLink | undefined {
  if (!query.trim()) return undefined;
  if (context && total > 0) return { kind: "within", context, href: searchPageUrl({ q: query, ctx: context }) };
  if (context) return { kind: "outside", context, href: searchPageUrl({ q: query }) };
  if (total > 0) return { kind: "all", href: searchPageUrl({ q: query }) };
  return undefined;
}
