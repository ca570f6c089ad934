import { countWords, excerptOf, parsePostFileName } from "./blog";
import { splitFrontMatter } from "./frontMatter";

/*
 * The content rules of the content issue, as checks that return problems
 * instead of throwing, so one test run lists everything that is missing.
 */

export interface DocFact {
  route: string;
  title: string;
  sidebar_position: number | null;
  implementations?: string[];
  variants?: string[];
}
export interface PostFact {
  date: string;
  slug: string;
  version: string | null;
  title: string;
  breaking: string[];
  deprecated: string[];
}

export const COMPONENT_SECTIONS = ["Wanneer te gebruiken", "Wanneer niet te gebruiken", "Hoe te gebruiken", "Varianten", "Toegankelijkheid", "Implementaties", "Zie ook"];

const CODE_FENCE = /^```[\s\S]*?^```/gm;

export function headings(body: string, level: 2 | 3): string[] {
  const marker = "#".repeat(level);
  return [...body.replace(CODE_FENCE, "").matchAll(new RegExp(`^${marker} (.+)$`, "gm"))].map((match) => match[1].trim());
}

/** Checks one component page against its facts and the required shape. */
export function componentPageProblems(fact: DocFact, source: string, webComponentTags: string[]): string[] {
  const problems: string[] = [];
  const { data, body } = splitFrontMatter(source, fact.route);
  if (data.title !== fact.title) problems.push(`title is "${String(data.title)}", facts say "${fact.title}"`);
  if (typeof data.description !== "string" || data.description.trim() === "") problems.push("no description");
  if (!Array.isArray(data.keywords) || data.keywords.length === 0) problems.push("no keywords");
  const expectedStatus = /\(Deprecated\)/.test(fact.title) ? "deprecated" : "stable";
  if (data.status !== expectedStatus) problems.push(`status is "${String(data.status)}", expected "${expectedStatus}"`);
  if (!Array.isArray(data.implementations)) problems.push("no implementations list");
  else if (fact.implementations && [...fact.implementations].sort().join() !== [...(data.implementations as string[])].sort().join()) {
    problems.push(`implementations ${JSON.stringify(data.implementations)} differ from the facts ${JSON.stringify(fact.implementations)}`);
  }
  const h2 = headings(body, 2);
  for (const section of COMPONENT_SECTIONS) if (!h2.includes(section)) problems.push(`no "## ${section}" section`);
  const h3 = headings(body, 3);
  for (const variant of fact.variants ?? []) {
    if (!h3.some((heading) => heading.includes(`\`${variant}\``))) problems.push(`variant "${variant}" has no h3 naming it in backticks`);
  }
  if (!/^```\w+/m.test(body)) problems.push("no code example");
  if (!/<PlaygroundLink component=/.test(body)) problems.push("no playground link");
  const name = fact.route.split("/").pop();
  const ownTag = `dso-${name}`;
  if (webComponentTags.includes(ownTag) && !body.includes(`<ComponentApi tag="${ownTag}"`)) problems.push(`no API table for <${ownTag}>`);
  const words = countWords(body);
  if (words < 250) problems.push(`only ${words} words of prose (at least 250)`);
  return problems;
}

/** Guideline and how-to pages: a title, real headings and enough prose. */
export function prosePageProblems(fact: DocFact, source: string, minimumWords: number): string[] {
  const problems: string[] = [];
  const { data, body } = splitFrontMatter(source, fact.route);
  if (data.title !== fact.title) problems.push(`title is "${String(data.title)}", facts say "${fact.title}"`);
  if (typeof data.description !== "string") problems.push("no description");
  if (fact.sidebar_position !== null && data.sidebar_position !== fact.sidebar_position) problems.push(`sidebar_position should be ${fact.sidebar_position}`);
  if (/^# /m.test(body.replace(CODE_FENCE, ""))) problems.push("has an h1 in the body");
  if (headings(body, 2).length === 0) problems.push("has no h2 sections");
  const words = countWords(body);
  if (words < minimumWords) problems.push(`only ${words} words of prose (at least ${minimumWords})`);
  return problems;
}

/** A release post: named after its facts, with intro, truncate marker, topics and migration notes. */
export function postProblems(fact: PostFact, fileName: string, source: string, authorKeys: string[]): string[] {
  const problems: string[] = [];
  const id = parsePostFileName(fileName);
  if (id.date !== fact.date || id.slug !== fact.slug) problems.push(`file name gives ${id.date}/${id.slug}, facts say ${fact.date}/${fact.slug}`);
  const { data, body } = splitFrontMatter(source, fileName);
  if (fact.version && !String(data.title).startsWith(`DSO Toolkit v${fact.version}`)) problems.push(`title should start with "DSO Toolkit v${fact.version}"`);
  if (!fact.version && data.title !== fact.title) problems.push(`title should be "${fact.title}"`);
  const authors = Array.isArray(data.authors) ? (data.authors as string[]) : [];
  if (authors.length === 0) problems.push("names no author");
  for (const author of authors) if (!authorKeys.includes(author)) problems.push(`unknown author "${author}"`);
  if (excerptOf(body) === undefined) problems.push("has no truncate marker");
  for (const component of [...fact.breaking, ...fact.deprecated]) if (!body.includes(component)) problems.push(`does not name "${component}"`);
  if (fact.breaking.length > 0 && !/### Migratie/.test(body)) problems.push("has breaking changes but no migration note");
  const words = countWords(body);
  const minimum = fact.version ? 120 : 150;
  if (words < minimum) problems.push(`only ${words} words of prose (at least ${minimum})`);
  return problems;
}
