import { authorProblems, excerptOf, proseWords } from "../plugins/content-model/blogRules";
import { pageTitle } from "../plugins/content-model/contentSchemas";
import { parsePostFileName } from "../plugins/content-model/routes";
import { apiTagsIn } from "../plugins/content-model/componentApiPages";
import { headingText } from "../plugins/content-model/headings";
import { MdxError, nodesOf, type MdxAnalysis, type MdxNode } from "../plugins/content-model/mdxAnalysis";

/*
 * The rules a complete doc page or post follows (the required sections, front matter and length,
 * and the migration note of a release that breaks something), as checks that return problems instead of throwing,
 * so one run of the content checks (checks/docs.test.ts, checks/blog.test.ts) lists everything
 * that is missing. They read a page by its analysis (plugins/content-model/mdxAnalysis.ts): its front matter,
 * its syntax tree and its JSX elements.
 */

/** What the synced changelog says of one release (content/release/history.json). */
export interface ReleaseFacts {
  version: string;
  /** Components with a breaking change in the release. */
  breaking: string[];
}

export const COMPONENT_SECTIONS = [
  "Wanneer te gebruiken",
  "Wanneer niet te gebruiken",
  "Hoe te gebruiken",
  "Varianten",
  "Toegankelijkheid",
  "Implementaties",
  "Zie ook",
];

/** A heading's text as the page shows it (plugins/content-model/headings.ts), on one line. */
const textOf = (node: MdxNode) => headingText(node).replace(/\s+/g, " ").trim();

const headingNodes = (page: MdxAnalysis, level: number) =>
  nodesOf(page.tree, (node) => node.type === "heading" && node.depth === level);

/** The text of the page's headings of `level`, wherever they stand, in page order. */
export function headings(page: MdxAnalysis, level: 1 | 2 | 3): string[] {
  return headingNodes(page, level).map(textOf);
}

/** The title rule of the front matter schemas (plugins/content-model/contentSchemas.ts). */
const hasTitle = (page: MdxAnalysis) => pageTitle.safeParse(page.frontMatter.title).success;

const IMPLEMENTATION_NAMES = ["core", "html-css", "angular", "react"];

/** Checks one component page's required shape. */
export function componentPageProblems(page: MdxAnalysis, webComponentTags: string[]): string[] {
  const problems: string[] = [];
  const data = page.frontMatter;
  if (!hasTitle(page)) problems.push("no title");
  const title = String(data.title ?? "");
  if (typeof data.description !== "string" || data.description.trim() === "") problems.push("no description");
  if (!Array.isArray(data.keywords) || data.keywords.length === 0) problems.push("no keywords");
  const expectedStatus = /\(Deprecated\)/.test(title) ? "deprecated" : "stable";
  if (data.status !== expectedStatus) problems.push(`status is "${String(data.status)}", expected "${expectedStatus}"`);
  if (!Array.isArray(data.implementations) || data.implementations.length === 0)
    problems.push("no implementations list");
  else
    for (const implementation of data.implementations as unknown[])
      if (!IMPLEMENTATION_NAMES.includes(String(implementation)))
        problems.push(`implementations names "${String(implementation)}" (one of ${IMPLEMENTATION_NAMES.join(", ")})`);
  const h2 = headings(page, 2);
  for (const section of COMPONENT_SECTIONS) if (!h2.includes(section)) problems.push(`no "## ${section}" section`);
  if (nodesOf(page.tree, (node) => node.type === "code" && !!node.lang).length === 0) problems.push("no code example");
  const linked = page.elements.some(
    (element) => element.name === "PlaygroundLink" && element.attributes.some(({ name }) => name === "component"),
  );
  if (!linked) problems.push("no playground link");
  const name = page.file
    .split("/")
    .pop()
    ?.replace(/\.mdx?$/, "");
  const ownTag = `dso-${name}`;
  if (webComponentTags.includes(ownTag) && !apiTagsIn(page).includes(ownTag))
    problems.push(`no API table for <${ownTag}>`);
  const words = proseWords(page);
  if (words < 250) problems.push(`only ${words} words of prose (at least 250)`);
  return problems;
}

/** Guideline and how-to pages: a title, real headings and enough prose. */
export function prosePageProblems(page: MdxAnalysis, minimumWords: number): string[] {
  const problems: string[] = [];
  const data = page.frontMatter;
  if (!hasTitle(page)) problems.push("no title");
  if (typeof data.description !== "string") problems.push("no description");
  if (headings(page, 1).length > 0) problems.push("has an h1 in the body");
  if (headings(page, 2).length === 0) problems.push("has no h2 sections");
  const words = proseWords(page);
  if (words < minimumWords) problems.push(`only ${words} words of prose (at least ${minimumWords})`);
  return problems;
}

/**
 * A post: a title, known authors, an intro with its truncate marker and enough prose. A post that
 * announces a release (its file named `…-dso-toolkit-X.Y.Z.mdx`) names a release of the synced
 * changelog, and has a migration note when the changelog marks a change of it as breaking.
 * `releases` is undefined for a post of a release after the synced one, which is not checked against it.
 */
export function postProblems(
  post: MdxAnalysis,
  authorKeys: string[],
  release: ReleaseFacts | "unknown" | undefined,
): string[] {
  const problems: string[] = [];
  const id = parsePostFileName(post.file.split("/").pop() ?? post.file);
  if (!hasTitle(post)) problems.push("no title");
  problems.push(...authorProblems(post.frontMatter.authors, authorKeys));
  try {
    if (excerptOf(post) === undefined) problems.push("has no truncate marker");
  } catch (error) {
    if (!(error instanceof MdxError)) throw error;
    problems.push(error.message);
  }
  if (release === "unknown") problems.push(`announces ${id.slug}, a release the synced changelog does not list`);
  const migration = nodesOf(
    post.tree,
    (node) => node.type === "heading" && node.depth >= 3 && textOf(node).startsWith("Migratie"),
  );
  if (typeof release === "object" && release.breaking.length > 0 && migration.length === 0)
    problems.push(`has no migration note, but ${release.version} breaks ${release.breaking.join(", ")}`);
  const words = proseWords(post);
  const minimum = /\d+[.-]\d+[.-]\d+/.test(id.slug) ? 120 : 150;
  if (words < minimum) problems.push(`only ${words} words of prose (at least ${minimum})`);
  return problems;
}
