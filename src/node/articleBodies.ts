import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ARTICLE_BODY, type ArticleContext } from "../lib/article";
import { htmlFileOf } from "./sitemap";

const DIV_TAG = /<(\/?)div\b[^>]*>/g;

/**
 * The inner HTML of the page's article body (`<div data-article-body="">`), exactly as the server
 * rendered it. React escapes `<` in text and attribute values, so every `<div` and `</div` in its
 * output is a tag and counting them finds the body's end.
 */
export function articleBodyOf(html: string, file: string): string {
  const marker = html.indexOf(` ${ARTICLE_BODY}=""`);
  const start = marker === -1 ? -1 : html.indexOf(">", marker) + 1;
  if (start <= 0) throw new Error(`${file}: the page has no article body (${ARTICLE_BODY})`);
  let depth = 1;
  DIV_TAG.lastIndex = start;
  for (let tag = DIV_TAG.exec(html); tag; tag = DIV_TAG.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, tag.index);
  }
  throw new Error(`${file}: the article body is not closed`);
}

interface PageData {
  path: string;
  result: { pageContext?: Partial<ArticleContext> };
}

function pageDataFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageDataFiles(full);
    return entry.name === "page-data.json" ? [full] : [];
  });
}

/**
 * After the build: copies each MDX page's article from its HTML into its page data, where the
 * browser finds it (src/components/ArticleBody). Run on every build, so the copy always matches
 * the HTML of this build. Returns how many pages it wrote.
 */
export function copyArticleBodies(publicDir: string): number {
  let written = 0;
  for (const file of pageDataFiles(path.join(publicDir, "page-data"))) {
    const data = JSON.parse(readFileSync(file, "utf8")) as PageData;
    const context = data.result.pageContext;
    if (!context?.source) continue;
    const htmlFile = htmlFileOf(publicDir, data.path);
    if (!htmlFile) throw new Error(`${data.path}: the page has data but no HTML file in public/`);
    context.body = articleBodyOf(readFileSync(htmlFile, "utf8"), path.relative(publicDir, htmlFile));
    writeFileSync(file, JSON.stringify(data));
    written += 1;
  }
  return written;
}
