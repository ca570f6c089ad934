import type { Content } from "mdast";
import { authorProblem, authorsFile, readYaml, type AuthorMap } from "./contentSchemas";
import { MdxError, analyseBody, nodesOf, proseOf, type MdxAnalysis, type MdxNode } from "./mdxAnalysis";
import { blogText } from "../../src/i18n/blog";
import type { Author, Pagination } from "../../src/blog/shared/blogPageShapes";

/** Build-time rules of the release-notes blog (docs/decisions/0004-what-carries-over-from-the-old-site.md). */

/** `{/* truncate *\/}`, the comment that ends a post's excerpt. */
const isTruncateMarker = (node: MdxNode) =>
  (node.type === "mdxFlowExpression" || node.type === "mdxTextExpression") &&
  /^\s*\/\*\s*truncate\s*\*\/\s*$/.test(node.value);

/**
 * The part of a post shown on list pages: its blocks before the truncate marker, or undefined
 * without one. A marker inside a paragraph or an element is an MdxError naming its line.
 */
export function excerptOf(post: MdxAnalysis): Content[] | undefined {
  const [marker] = nodesOf(post.tree, isTruncateMarker);
  if (!marker) return undefined;
  const blocks = post.tree.children;
  if (!blocks.includes(marker as Content)) {
    const { line, column } = marker.position!.start;
    throw new MdxError(post.file, line, column, "the truncate marker {/* truncate */} must stand on a line of its own");
  }
  return blocks.slice(0, blocks.indexOf(marker as Content));
}

const WORDS_PER_MINUTE = 200;

/** Minutes of reading at 200 words a minute, rounded up, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function readingTimeLabel(minutes: number): string {
  return minutes === 1 ? blogText("blog.readingTime.one") : blogText("blog.readingTime.many", { count: minutes });
}

/** Counts a page's prose words: code blocks, JSX tags and comments do not count. */
export function proseWords(page: MdxAnalysis): number {
  return proseOf(page.tree)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The prose words of MDX after the front matter; with `file`, the analysis of that file is used (plugins/content-model/mdxAnalysis.ts). */
export function countWords(body: string, file = "MDX text"): number {
  return proseWords(analyseBody(body, file));
}

/** List pages: `/blog`, `/blog/page/2`, … with `postsPerPage` posts each, newest first. */
export function paginate(total: number, postsPerPage: number): Pagination[] {
  if (postsPerPage <= 0) throw new Error("postsPerPage must be positive");
  const pageCount = Math.max(1, Math.ceil(total / postsPerPage));
  const pathOf = (page: number) => (page === 1 ? "/blog" : `/blog/page/${page}`);
  return Array.from({ length: pageCount }, (_, index) => {
    const page = index + 1;
    return {
      page,
      pageCount,
      skip: index * postsPerPage,
      limit: postsPerPage,
      path: pathOf(page),
      newer: page > 1 ? pathOf(page - 1) : undefined,
      older: page < pageCount ? pathOf(page + 1) : undefined,
    };
  });
}

/** Reads `authors.yml` (key → name, title, url); a malformed entry is an error naming the file and the key. */
export function parseAuthors(source: string, file: string): AuthorMap {
  return readYaml(source, file, authorsFile, authorProblem);
}

/** What is wrong with a post's author keys: none listed, or each key that `known` lacks. */
export function authorProblems(keys: unknown, known: string[]): string[] {
  if (!Array.isArray(keys) || keys.length === 0) return ['front matter "authors" must list at least one author'];
  return keys
    .filter((key) => !known.includes(String(key)))
    .map((key) => `unknown author "${String(key)}"; known authors: ${known.join(", ")}`);
}

/** Resolves a post's author keys; no key or an unknown one is an error naming the file. */
export function resolveAuthors(keys: unknown, authors: AuthorMap, file: string): Author[] {
  const [problem] = authorProblems(keys, Object.keys(authors));
  if (problem) throw new Error(`${file}: ${problem}`);
  return (keys as unknown[]).map((key) => ({ key: String(key), ...authors[String(key)] }));
}

/** Groups items under their year, newest year first, keeping the given order within a year. */
export function groupByYear<T extends { date: string }>(items: T[]): Array<{ year: string; items: T[] }> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const year = item.date.slice(0, 4);
    groups.set(year, [...(groups.get(year) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([year, grouped]) => ({ year, items: grouped }));
}

/**
 * Newest first. Two releases can share a day (50.0.0 and 51.0.0 on 2023-01-18),
 * so the slug breaks the tie, compared numerically so the higher version leads.
 */
export function newestFirst<T extends { date: string; slug: string }>(posts: T[]): T[] {
  return [...posts].sort(
    (a, b) => b.date.localeCompare(a.date) || b.slug.localeCompare(a.slug, "en", { numeric: true }),
  );
}
