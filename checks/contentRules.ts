import { excerptOf, parsePostFileName, proseWords } from "../src/blog/build/blogRules";
import { apiTagsIn } from "../src/article/build/componentApiPages";
import { MdxError, nodesOf, proseOf, type MdxAnalysis, type MdxNode } from "../src/node/mdxAnalysis";

/*
 * The rules a complete doc page or post follows (the required sections, front matter and length,
 * and what a post says about its release), as checks that return problems instead of throwing,
 * so one run of the content checks (checks/docs.test.ts, checks/blog.test.ts) lists everything
 * that is missing. They read a page by its analysis (src/node/mdxAnalysis.ts): its front matter,
 * its syntax tree and its JSX elements.
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

export const COMPONENT_SECTIONS = [
  "Wanneer te gebruiken",
  "Wanneer niet te gebruiken",
  "Hoe te gebruiken",
  "Varianten",
  "Toegankelijkheid",
  "Implementaties",
  "Zie ook",
];

/** A node's text as a reader sees it, on one line. */
const textOf = (node: MdxNode) => proseOf(node).replace(/\s+/g, " ").trim();

const headingNodes = (page: MdxAnalysis, level: number) =>
  nodesOf(page.tree, (node) => node.type === "heading" && node.depth === level);

/** The text of the page's headings of `level`, wherever they stand, in page order. */
export function headings(page: MdxAnalysis, level: 1 | 2 | 3): string[] {
  return headingNodes(page, level).map(textOf);
}

/** Checks one component page against its facts and the required shape. */
export function componentPageProblems(fact: DocFact, page: MdxAnalysis, webComponentTags: string[]): string[] {
  const problems: string[] = [];
  const data = page.frontMatter;
  if (data.title !== fact.title) problems.push(`title is "${String(data.title)}", facts say "${fact.title}"`);
  if (typeof data.description !== "string" || data.description.trim() === "") problems.push("no description");
  if (!Array.isArray(data.keywords) || data.keywords.length === 0) problems.push("no keywords");
  const expectedStatus = /\(Deprecated\)/.test(fact.title) ? "deprecated" : "stable";
  if (data.status !== expectedStatus) problems.push(`status is "${String(data.status)}", expected "${expectedStatus}"`);
  if (!Array.isArray(data.implementations)) problems.push("no implementations list");
  else if (
    fact.implementations &&
    [...fact.implementations].sort().join() !== [...(data.implementations as string[])].sort().join()
  ) {
    problems.push(
      `implementations ${JSON.stringify(data.implementations)} differ from the facts ${JSON.stringify(fact.implementations)}`,
    );
  }
  const h2 = headings(page, 2);
  for (const section of COMPONENT_SECTIONS) if (!h2.includes(section)) problems.push(`no "## ${section}" section`);
  const h3 = headingNodes(page, 3);
  for (const variant of fact.variants ?? []) {
    if (!h3.some((heading) => nodesOf(heading, (node) => node.type === "inlineCode" && node.value === variant).length))
      problems.push(`variant "${variant}" has no h3 naming it in backticks`);
  }
  if (nodesOf(page.tree, (node) => node.type === "code" && !!node.lang).length === 0) problems.push("no code example");
  const linked = page.elements.some(
    (element) => element.name === "PlaygroundLink" && element.attributes.some(({ name }) => name === "component"),
  );
  if (!linked) problems.push("no playground link");
  const name = fact.route.split("/").pop();
  const ownTag = `dso-${name}`;
  if (webComponentTags.includes(ownTag) && !apiTagsIn(page).includes(ownTag))
    problems.push(`no API table for <${ownTag}>`);
  const words = proseWords(page);
  if (words < 250) problems.push(`only ${words} words of prose (at least 250)`);
  return problems;
}

/** Guideline and how-to pages: a title, real headings and enough prose. */
export function prosePageProblems(fact: DocFact, page: MdxAnalysis, minimumWords: number): string[] {
  const problems: string[] = [];
  const data = page.frontMatter;
  if (data.title !== fact.title) problems.push(`title is "${String(data.title)}", facts say "${fact.title}"`);
  if (typeof data.description !== "string") problems.push("no description");
  if (fact.sidebar_position !== null && data.sidebar_position !== fact.sidebar_position)
    problems.push(`sidebar_position should be ${fact.sidebar_position}`);
  if (headings(page, 1).length > 0) problems.push("has an h1 in the body");
  if (headings(page, 2).length === 0) problems.push("has no h2 sections");
  const words = proseWords(page);
  if (words < minimumWords) problems.push(`only ${words} words of prose (at least ${minimumWords})`);
  return problems;
}

/** A release post (its file named as content/blog's): named after its facts, with intro, truncate marker, topics and migration notes. */
export function postProblems(fact: PostFact, post: MdxAnalysis, authorKeys: string[]): string[] {
  const problems: string[] = [];
  const id = parsePostFileName(post.file.split("/").pop() ?? post.file);
  if (id.date !== fact.date || id.slug !== fact.slug)
    problems.push(`file name gives ${id.date}/${id.slug}, facts say ${fact.date}/${fact.slug}`);
  const data = post.frontMatter;
  if (data.title !== fact.title) problems.push(`title is "${String(data.title)}", facts say "${fact.title}"`);
  const authors = Array.isArray(data.authors) ? (data.authors as string[]) : [];
  if (authors.length === 0) problems.push("names no author");
  for (const author of authors) if (!authorKeys.includes(author)) problems.push(`unknown author "${author}"`);
  try {
    if (excerptOf(post) === undefined) problems.push("has no truncate marker");
  } catch (error) {
    if (!(error instanceof MdxError)) throw error;
    problems.push(error.message);
  }
  // The facts write "Label (HTML/CSS implementatie)"; the house style joins the compound with a hyphen.
  const houseStyle = (name: string) => name.replace(/ (implementatie|componenten)\b/g, "-$1");
  for (const component of [...fact.breaking, ...fact.deprecated])
    if (!post.body.includes(component) && !post.body.includes(houseStyle(component)))
      problems.push(`does not name "${component}"`);
  const migration = nodesOf(
    post.tree,
    (node) => node.type === "heading" && (node.depth ?? 0) >= 3 && textOf(node).startsWith("Migratie"),
  );
  if (fact.breaking.length > 0 && migration.length === 0) problems.push("has breaking changes but no migration note");
  const words = proseWords(post);
  const minimum = fact.version ? 120 : 150;
  if (words < minimum) problems.push(`only ${words} words of prose (at least ${minimum})`);
  return problems;
}

/** The attributes HTML and frameworks give every element; a page may use them on any web component. */
const GLOBAL_ATTRIBUTES = new Set([
  "class",
  "classname",
  "id",
  "slot",
  "style",
  "role",
  "hidden",
  "tabindex",
  "title",
  "lang",
  "dir",
  "key",
  "ref",
  "part",
  "inert",
]);
const pascalCase = (tag: string) =>
  tag.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase());

/** The attribute list of an element in code that starts at `from`, with quoted values and `{…}` expressions blanked out. */
function attributeText(code: string, from: number): string {
  let text = "";
  let depth = 0;
  let quote = "";
  for (let index = from; index < code.length; index += 1) {
    const char = code[index];
    if (quote) {
      if (char === quote) quote = "";
    } else if (depth > 0) {
      if (char === "{") depth += 1;
      else if (char === "}") depth -= 1;
    } else if (char === '"' || char === "'") {
      quote = char;
      text += " ";
    } else if (char === "{") {
      depth = 1;
      text += " ";
    } else if (char === ">") break;
    else text += char;
  }
  return text;
}

const WEB_COMPONENT = /^(dso-[a-z-]+|Dso[A-Za-z]+)$/;

/** A `<dso-…>` or `<Dso…>` element a page shows, with the attribute names set on it. */
interface WebComponentUse {
  name: string;
  line: number;
  attributes: string[];
}

/**
 * The web-component elements in a code block or code span: HTML, JSX or Angular templates, which
 * are text to MDX, so they are read here. Angular's `[prop]`, `(event)` and `[attr.name]` give
 * their names; `first` is the line of the code's first line.
 */
function usesInCode(code: string, first: number): WebComponentUse[] {
  return [...code.matchAll(/<(dso-[a-z-]+|Dso[A-Za-z]+)\b/g)].map((match) => ({
    name: match[1],
    line: first + code.slice(0, match.index).split("\n").length - 1,
    attributes: (
      attributeText(code, (match.index ?? 0) + match[0].length)
        .replace(/=/g, " ")
        .match(/[A-Za-z_:@.[\]()-]+/g) ?? []
    ).map((raw) => raw.replace(/[[\]()]/g, "").split(".")[0]),
  }));
}

/**
 * Checks what a page's examples and code spans say about web components against their metadata:
 * every attribute or property set on a `<dso-…>` element (or its React wrapper `<Dso…>`), in code
 * or in the MDX itself, every `onDso…` handler and every `dso…` name in a code span must exist.
 * Returns problems with their line.
 */
export function apiUseProblems(
  page: MdxAnalysis,
  metadata: Array<{
    tag: string;
    props: Array<{ name: string; attribute: string | null }>;
    events: Array<{ name: string }>;
  }>,
): string[] {
  const problems: string[] = [];
  const byName = new Map(
    metadata.flatMap((component) => [
      [component.tag, component] as const,
      [pascalCase(component.tag), component] as const,
    ]),
  );
  const code = nodesOf(page.tree, (node) => node.type === "code" || node.type === "inlineCode");
  const uses = [
    // A code block's text starts on the line below its opening fence.
    ...code.flatMap((node) => usesInCode(node.value ?? "", node.position!.start.line + (node.type === "code" ? 1 : 0))),
    ...page.elements
      .filter((element) => WEB_COMPONENT.test(element.name))
      .map(({ name, line, attributes }) => ({ name, line, attributes: attributes.map((attribute) => attribute.name) })),
  ].sort((a, b) => a.line - b.line);
  for (const use of uses) {
    const component = byName.get(use.name);
    const where = `line ${use.line}: <${use.name}>`;
    if (!component) {
      problems.push(`${where} is not a web component`);
      continue;
    }
    const known = new Set(component.props.flatMap((prop) => [prop.name, prop.attribute ?? prop.name]));
    const events = new Set(component.events.map((event) => event.name));
    for (const name of use.attributes) {
      if (!name || GLOBAL_ATTRIBUTES.has(name.toLowerCase()) || /^(aria-|data-|@)/.test(name)) continue;
      const handler = /^on[A-Z]/.test(name) ? name[2].toLowerCase() + name.slice(3) : undefined;
      if (
        handler !== undefined
          ? !events.has(handler) && !/^(click|key|focus|blur|input|change)/i.test(handler)
          : !known.has(name) && !events.has(name)
      ) {
        problems.push(`${where} has no ${handler ? `event ${handler}` : `property or attribute ${name}`}`);
      }
    }
  }
  const everyName = new Set(
    metadata.flatMap((component) => [
      ...component.props.map((prop) => prop.name),
      ...component.events.map((event) => event.name),
    ]),
  );
  for (const span of code.filter((node) => node.type === "inlineCode" && /^dso[A-Z][A-Za-z]*$/.test(node.value ?? "")))
    if (!everyName.has(span.value!))
      problems.push(
        `line ${span.position!.start.line}: \`${span.value}\` is no property or event of any web component`,
      );
  return problems;
}
