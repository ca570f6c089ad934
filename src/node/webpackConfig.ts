/**
 * Changes to Gatsby's webpack configuration that make the build faster without changing what it
 * produces. Each was measured on a cold build (docs/decisions/0003-gatsbys-webpack-configuration.md).
 */

type LoaderEntry = { loader?: string; options?: Record<string, unknown> } | string;
type UseFunction = (info: { resourceQuery: string; issuer: string }) => LoaderEntry[];
/** The part of a webpack rule that the changes below read. */
type Rule = { test?: unknown; use?: unknown; oneOf?: Rule[]; [key: string]: unknown };

const isBabel = (entry: LoaderEntry) => typeof entry === "object" && Boolean(entry.loader?.includes("babel-loader"));

/**
 * MDX files skip Babel: the MDX compiler already emits plain ES2015 with JSX compiled away and no
 * GraphQL, so Babel only re-parsed a large file per page. (Gatsby picks a rule's loaders per module.)
 */
export function tuneRules<R extends Rule>(rules: R[]): R[] {
  return rules.map((rule) => {
    const isMdx = rule.test instanceof RegExp && rule.test.test("page.mdx");
    if (!isMdx || typeof rule.use !== "function") return rule;
    const use = rule.use as UseFunction;
    return { ...rule, use: (info: Parameters<UseFunction>[0]) => use(info).filter((entry) => !isBabel(entry)) };
  });
}

/**
 * CSS-module class names as `[local]--[hash]` instead of Gatsby's `[name]--[local]--[hash]`: every
 * module here is a `styles.module.css`, so the name added "styles-module--" to each class in the
 * HTML, the CSS and the class maps every page's scripts carry. Applies to both bundles alike, so
 * the server-rendered and the hydrated names match.
 */
export const CLASS_NAME_PATTERN = "[local]--[hash:hex:5]";

type LoaderObject = { loader?: string; options?: { modules?: object | boolean } };

const isCssLoader = (entry: unknown): entry is LoaderObject =>
  typeof entry === "object" && entry !== null && /[\\/]css-loader[\\/]/.test((entry as LoaderObject).loader ?? "");

function withShortNames(entry: unknown): unknown {
  if (!isCssLoader(entry) || typeof entry.options?.modules !== "object") return entry;
  return {
    ...entry,
    options: { ...entry.options, modules: { ...entry.options.modules, localIdentName: CLASS_NAME_PATTERN } },
  };
}

export function shortClassNames<R extends Rule>(rules: R[]): R[] {
  return rules.map((rule) => ({
    ...rule,
    ...(rule.oneOf ? { oneOf: shortClassNames(rule.oneOf) } : {}),
    ...(Array.isArray(rule.use) ? { use: rule.use.map(withShortNames) } : {}),
  }));
}

/** True for Gatsby's Terser instance among the minimizers (the CSS minimizer stays). */
export const isTerser = (plugin: unknown) =>
  (plugin as { constructor?: { name?: string } } | null)?.constructor?.name === "TerserPlugin";
