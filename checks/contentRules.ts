import { countWords, excerptOf, parsePostFileName } from "../src/node/blog";
import { splitFrontMatter } from "../src/node/frontMatter";

/*
 * The rules a complete doc page or post follows (the required sections, front matter and length,
 * and what a post says about its release), as checks that return problems instead of throwing,
 * so one run of the content checks (checks/docs.test.ts, checks/blog.test.ts) lists everything
 * that is missing.
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

const CODE_FENCE = /^```[\s\S]*?^```/gm;

export function headings(body: string, level: 2 | 3): string[] {
  const marker = "#".repeat(level);
  return [...body.replace(CODE_FENCE, "").matchAll(new RegExp(`^${marker} (.+)$`, "gm"))].map((match) =>
    match[1].trim(),
  );
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
  else if (
    fact.implementations &&
    [...fact.implementations].sort().join() !== [...(data.implementations as string[])].sort().join()
  ) {
    problems.push(
      `implementations ${JSON.stringify(data.implementations)} differ from the facts ${JSON.stringify(fact.implementations)}`,
    );
  }
  const h2 = headings(body, 2);
  for (const section of COMPONENT_SECTIONS) if (!h2.includes(section)) problems.push(`no "## ${section}" section`);
  const h3 = headings(body, 3);
  for (const variant of fact.variants ?? []) {
    if (!h3.some((heading) => heading.includes(`\`${variant}\``)))
      problems.push(`variant "${variant}" has no h3 naming it in backticks`);
  }
  if (!/^```\w+/m.test(body)) problems.push("no code example");
  if (!/<PlaygroundLink component=/.test(body)) problems.push("no playground link");
  const name = fact.route.split("/").pop();
  const ownTag = `dso-${name}`;
  if (webComponentTags.includes(ownTag) && !body.includes(`<ComponentApi tag="${ownTag}"`))
    problems.push(`no API table for <${ownTag}>`);
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
  if (fact.sidebar_position !== null && data.sidebar_position !== fact.sidebar_position)
    problems.push(`sidebar_position should be ${fact.sidebar_position}`);
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
  if (id.date !== fact.date || id.slug !== fact.slug)
    problems.push(`file name gives ${id.date}/${id.slug}, facts say ${fact.date}/${fact.slug}`);
  const { data, body } = splitFrontMatter(source, fileName);
  if (data.title !== fact.title) problems.push(`title is "${String(data.title)}", facts say "${fact.title}"`);
  const authors = Array.isArray(data.authors) ? (data.authors as string[]) : [];
  if (authors.length === 0) problems.push("names no author");
  for (const author of authors) if (!authorKeys.includes(author)) problems.push(`unknown author "${author}"`);
  if (excerptOf(body) === undefined) problems.push("has no truncate marker");
  // The facts write "Label (HTML/CSS implementatie)"; the house style joins the compound with a hyphen.
  const houseStyle = (name: string) => name.replace(/ (implementatie|componenten)\b/g, "-$1");
  for (const component of [...fact.breaking, ...fact.deprecated])
    if (!body.includes(component) && !body.includes(houseStyle(component)))
      problems.push(`does not name "${component}"`);
  if (fact.breaking.length > 0 && !/### Migratie/.test(body))
    problems.push("has breaking changes but no migration note");
  const words = countWords(body);
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

/** The attribute list of an element that starts at `from`, with quoted values and `{…}` expressions blanked out. */
function attributeText(source: string, from: number): string {
  let text = "";
  let depth = 0;
  let quote = "";
  for (let index = from; index < source.length; index += 1) {
    const char = source[index];
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

/**
 * Checks what a page's examples and code spans say about web components against their metadata:
 * every attribute or property set on a `<dso-…>` element (or its React wrapper `<Dso…>`), every
 * `onDso…` handler and every `dso…` name in a code span must exist. Returns problems with their line.
 */
export function apiUseProblems(
  source: string,
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
  const lineOf = (index: number) => source.slice(0, index).split("\n").length;
  for (const match of source.matchAll(/<(dso-[a-z-]+|Dso[A-Za-z]+)\b/g)) {
    const component = byName.get(match[1]);
    const where = `line ${lineOf(match.index ?? 0)}: <${match[1]}>`;
    if (!component) {
      problems.push(`${where} is not a web component`);
      continue;
    }
    const known = new Set(component.props.flatMap((prop) => [prop.name, prop.attribute ?? prop.name]));
    const events = new Set(component.events.map((event) => event.name));
    for (const raw of attributeText(source, (match.index ?? 0) + match[0].length)
      .replace(/=/g, " ")
      .match(/[A-Za-z_:@.[\]()-]+/g) ?? []) {
      const name = raw.replace(/[[\]()]/g, "").split(".")[0];
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
  const prose = source.replace(CODE_FENCE, (block) => block.replace(/[^\n]/g, " "));
  for (const match of prose.matchAll(/`(dso[A-Z][A-Za-z]*)`/g)) {
    if (!everyName.has(match[1]))
      problems.push(`line ${lineOf(match.index ?? 0)}: \`${match[1]}\` is no property or event of any web component`);
  }
  return problems;
}
