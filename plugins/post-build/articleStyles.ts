import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import postcss from "postcss";
import selectorParser from "postcss-selector-parser";
import { articleBodyElement } from "./articleBodies";
import { attributeOf, elementsOf, positionOf, textOf, type HtmlPage } from "./html";
import { CLASS_NAME_PATTERN } from "../../src/node/webpackConfig";
import { filesUnder, relativePath } from "../content-model/files";

/**
 * The article's styles are in the browser's stylesheet. The components of an MDX page render only
 * on the server (src/article/mdx), so no browser code imports them, and their CSS modules reach
 * the site's stylesheet only through src/article/browser/MdxBody.browser.tsx. A component
 * whose styles it misses would look fine in the server's HTML and unstyled in production; this
 * check finds that after the build, in every built page's article, whatever the cause.
 *
 * It checks the classes of CSS modules (named by CLASS_NAME_PATTERN, `admonition--411cd`): those
 * are the ones a component brings along. Classes without a module's hash come from global.css or
 * from tools such as the code highlighter (`token`, `language-ts`), which style only some of them.
 */

// One expression per pattern: the check asks this of every class of every article.
const patterns = new Map<string, RegExp>();

/** The local name of a CSS module's class (`admonition--411cd` → `admonition`), undefined for any other class. */
export function moduleClassLocal(className: string, pattern = CLASS_NAME_PATTERN): string | undefined {
  if (!patterns.has(pattern)) patterns.set(pattern, classPattern(pattern));
  return patterns.get(pattern)!.exec(className)?.[1];
}

function classPattern(pattern: string): RegExp {
  const source = pattern
    .split(/(\[[^\]]*\])/)
    .map((part) => {
      if (part === "[local]") return "(.+)";
      const hash = /^\[hash:hex:(\d+)\]$/.exec(part);
      if (hash) return `[0-9a-f]{${hash[1]}}`;
      if (part.startsWith("["))
        throw new Error(`CLASS_NAME_PATTERN: no rule for ${part} (plugins/post-build/articleStyles.ts)`);
      return part.replace(/[.*+?^${}()|\\-]/g, "\\$&");
    })
    .join("");
  return new RegExp(`^${source}$`);
}

/**
 * Every class a stylesheet names in a selector, read with PostCSS and its selector parser: rules
 * inside at-rules count, keyframe steps (`12.5%`) and what declarations, strings and comments
 * hold do not.
 */
export function classSelectors(css: string): Set<string> {
  const classes = new Set<string>();
  const collect = selectorParser((selectors) => selectors.walkClasses((node) => void classes.add(node.value)));
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    collect.processSync(rule.selector);
  });
  return classes;
}

/** What one page's article uses and what the page's stylesheets are. */
export interface ArticleStyles {
  file: string;
  /** Each CSS-module class of the article, with where it first appears (`file:line:column`). */
  classes: Map<string, string>;
  /** The addresses of the page's linked stylesheets (`<link rel="stylesheet">`). */
  stylesheets: string[];
  /** The text of the page's `<style>` elements. */
  inline: string[];
}

/** The styles a page's article needs and the page has; undefined for a page without an article. */
export function articleStylesOf(page: HtmlPage): ArticleStyles | undefined {
  const body = articleBodyElement(page);
  if (!body) return undefined;
  const classes = new Map<string, string>();
  for (const element of elementsOf(body)) {
    for (const name of (attributeOf(element, "class") ?? "").split(/\s+/)) {
      if (moduleClassLocal(name) !== undefined && !classes.has(name)) classes.set(name, positionOf(page, element));
    }
  }
  const stylesheets: string[] = [];
  const inline: string[] = [];
  for (const element of elementsOf(page.document)) {
    const rel = (attributeOf(element, "rel") ?? "").toLowerCase().split(/\s+/);
    const href = attributeOf(element, "href");
    if (element.tagName === "link" && rel.includes("stylesheet") && href) stylesheets.push(href);
    if (element.tagName === "style") inline.push(textOf(element));
  }
  return { file: page.file, classes, stylesheets, inline };
}

/** A class of an article that no stylesheet of its page defines. */
export interface MissingClass {
  className: string;
  /** Where it is used first: `file:line:column`. */
  where: string;
  /** How many pages use it. */
  pages: number;
}

/**
 * The CSS-module classes that pages' articles use and their stylesheets lack, each named once,
 * with the first place it is used. `stylesheet` gives the text of a linked stylesheet by its address
 * and the page that links it.
 */
export function missingArticleClasses(
  pages: ArticleStyles[],
  stylesheet: (href: string, file: string) => string,
): MissingClass[] {
  const defined = new Map<string, Set<string>>();
  const selectorsOf = (css: string) => {
    if (!defined.has(css)) defined.set(css, classSelectors(css));
    return defined.get(css)!;
  };
  const missing = new Map<string, MissingClass>();
  for (const page of pages) {
    const linked = page.stylesheets.map((href) => stylesheet(href, page.file));
    const sheets = [...linked, ...page.inline].map(selectorsOf);
    for (const [className, where] of page.classes) {
      if (sheets.some((sheet) => sheet.has(className))) continue;
      const known = missing.get(className);
      if (known) known.pages += 1;
      else missing.set(className, { className, where, pages: 1 });
    }
  }
  return [...missing.values()];
}

/** The CSS modules under `dir` that define each local class name, as paths relative to `projectDir`. */
export function moduleClassSources(dir: string, projectDir: string): Map<string, string[]> {
  const sources = new Map<string, string[]>();
  for (const below of filesUnder(dir).filter((file) => file.endsWith(".module.css"))) {
    const file = relativePath(projectDir, path.join(dir, below));
    for (const local of classSelectors(readFileSync(path.join(dir, below), "utf8")))
      sources.set(local, [...(sources.get(local) ?? []), file]);
  }
  return sources;
}

export function formatMissingClasses(missing: MissingClass[], sources: Map<string, string[]>): string {
  return [
    `Article styles: ${missing.length} class(es) of the articles' HTML are in no stylesheet of the page. A component ` +
      "that renders only on the server needs its CSS module imported in src/article/browser/MdxBody.browser.tsx:",
    ...missing.map(({ className, where, pages }) => {
      const local = moduleClassLocal(className)!;
      const from = sources.get(local)?.join(" or ") ?? "no CSS module under src/";
      return `  - .${className} (.${local} of ${from}), used at ${where}${pages > 1 ? ` and on ${pages - 1} more page(s)` : ""}`;
    }),
  ].join("\n");
}

/**
 * After the build: the message naming every class the articles miss, or undefined when none is
 * missing. Linked stylesheets are read from publicDir by their address under `base` (`/master/`);
 * the CSS modules that may define a missing class are looked up anywhere in the project's src/.
 */
export function articleStylesProblem(
  pages: ArticleStyles[],
  publicDir: string,
  base: string,
  projectDir = process.cwd(),
): string | undefined {
  const texts = new Map<string, string>();
  const stylesheet = (href: string, file: string) => {
    const full = href.startsWith(base) ? path.join(publicDir, href.slice(base.length)) : undefined;
    if (!full || !existsSync(full)) throw new Error(`${file}: links the stylesheet ${href}, which is not in public/`);
    if (!texts.has(full)) texts.set(full, readFileSync(full, "utf8"));
    return texts.get(full)!;
  };
  const missing = missingArticleClasses(pages, stylesheet);
  if (missing.length === 0) return undefined;
  return formatMissingClasses(missing, moduleClassSources(path.join(projectDir, "src"), projectDir));
}
