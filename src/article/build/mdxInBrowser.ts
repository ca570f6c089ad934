import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * What compiled MDX always contains, minified or not: its MDXContent takes the layout from the
 * components it is given, `const {wrapper: MDXLayout} = {...useMDXComponents(), ...props.components}`
 * (`Object.assign({}, …)` in gatsby-plugin-mdx's output). The minifier renames the variables and
 * webpack the import (`useMDXComponents` becomes `.RP`), but the key `wrapper` and the property
 * `components` stay: `let{wrapper:o}=Object.assign({},t(),n.components)`. `_createMdxContent` is
 * the name of its other function in code that is not minified (`npm run develop`).
 */
export const COMPILED_MDX =
  /\{\s*wrapper\s*:\s*[\w$]+\s*\}\s*=\s*(?:Object\.assign\(\s*\{\s*\}\s*,|\{\s*\.\.\.)[^;]{0,200}?\.components\b|\b_createMdxContent\b/;

/**
 * After the build: the browser's scripts in `publicDir` (webpack writes them all at its top) that
 * contain compiled MDX. A built page's browser gets its article as HTML (src/article/build/articleBodies.ts,
 * docs/decisions/0008-the-article-reaches-the-browser-as-html-not-as-mdx-script.md), so an import that
 * brings MDX or the MDX components into the browser bundle would make every page load and run them,
 * and their behaviour would only seem to work.
 */
export function scriptsWithMdx(publicDir: string): string[] {
  return readdirSync(publicDir)
    .filter((name) => name.endsWith(".js") && COMPILED_MDX.test(readFileSync(path.join(publicDir, name), "utf8")))
    .sort();
}

/** The error for the build, or undefined when no script has compiled MDX. */
export function mdxInBrowserProblem(publicDir: string): string | undefined {
  const files = scriptsWithMdx(publicDir);
  if (files.length === 0) return undefined;
  return [
    `${files.length} browser script(s) contain compiled MDX, which a built page's browser must not load ` +
      '(its article is HTML in the page data: README, "Code"). Look for an import that reaches MDX or ' +
      "src/article/mdx from code that runs in the browser:",
    ...files.map((file) => `  public/${file}`),
  ].join("\n");
}
