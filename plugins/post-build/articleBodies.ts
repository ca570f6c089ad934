import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ARTICLE_BODY, type ArticleContext } from "../../src/article/shared/articleContext";
import {
  attributeOf,
  elementsOf,
  innerSource,
  parseHtml,
  positionOf,
  readHtml,
  type Element,
  type HtmlPage,
} from "./html";
import { htmlFileOf } from "./sitemap";
import { filesUnder, relativePath } from "../content-model/files";

/** The page's article body element (`<div data-article-body="">`), if it has one. */
export function articleBodyElement(page: HtmlPage): Element | undefined {
  return elementsOf(page.document).find((element) => attributeOf(element, ARTICLE_BODY) !== undefined);
}

/**
 * The inner HTML of the page's article body, exactly as the server rendered it: the text between
 * the body's start and end tags in the file, not the parser's tree written out again. Undefined
 * when the page has no article body.
 */
export function articleBodyIn(page: HtmlPage): string | undefined {
  const body = articleBodyElement(page);
  if (!body) return undefined;
  if (!body.sourceCodeLocation?.endTag) throw new Error(`${positionOf(page, body)}: the article body is not closed`);
  return innerSource(page, body);
}

/** The article body of a page's HTML; an error naming the file when the page has none. */
export function articleBodyOf(html: string, file: string): string {
  const body = articleBodyIn(parseHtml(html, file));
  if (body === undefined) throw new Error(noArticleBody(file));
  return body;
}

const noArticleBody = (file: string) => `${file}: the page has no article body (${ARTICLE_BODY})`;

interface PageData {
  path: string;
  result: { pageContext?: Partial<ArticleContext> };
}

/**
 * After the build: copies each MDX page's article from its HTML into its page data, where the
 * browser finds it (src/article). Run on every build, so the copy always matches
 * the HTML of this build. `bodyOf` gives the article body of an HTML file below publicDir (the
 * post-build step passes what it read already). Returns how many pages it wrote.
 */
export function copyArticleBodies(
  publicDir: string,
  bodyOf: (file: string) => string | undefined = (file) => articleBodyIn(readHtml(publicDir, file)),
): number {
  let written = 0;
  const pageData = path.join(publicDir, "page-data");
  for (const below of filesUnder(pageData).filter((file) => path.posix.basename(file) === "page-data.json")) {
    const file = path.join(pageData, below);
    const data = JSON.parse(readFileSync(file, "utf8")) as PageData;
    const context = data.result.pageContext;
    if (!context?.source) continue;
    const htmlFile = htmlFileOf(publicDir, data.path);
    if (!htmlFile) throw new Error(`${data.path}: the page has data but no HTML file in public/`);
    const relative = relativePath(publicDir, htmlFile);
    const body = bodyOf(relative);
    if (body === undefined) throw new Error(noArticleBody(relative));
    context.body = body;
    writeFileSync(file, JSON.stringify(data));
    written += 1;
  }
  return written;
}
