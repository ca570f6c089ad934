import GithubSlugger from "github-slugger";
import type { SearchEntry } from "../engine/store";
import type { WebComponent } from "../../article/shared/webComponentApi";

/**
 * Turns one page's MDX into search entries (docs/decisions.md, "How search works",
 * "What is indexed"): a title entry, an entry per h2/h3 heading, a content entry per
 * section, and entries for the front matter's description and keywords. The text is
 * what a reader sees: markdown syntax, JSX tags and fenced code blocks are left out
 * (code would swell the index with words nobody searches for; component names are in
 * titles and text).
 */
// One definition of an entry's hit fields, shared with the browser side.
export type { EntryKind, SearchEntry } from "../engine/store";

export interface SearchPage {
  route: string;
  title: string;
  description?: string | null;
  keywords?: readonly string[] | null;
  body: string;
  breadcrumb: string[];
  /** The web components whose API the page shows with `<ComponentApi tag="…" />`. */
  api?: readonly WebComponent[];
  /** Used in error messages. */
  sourcePath: string;
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const API_BLOCK = /^\s*<ComponentApi\s+tag=["']([^"']+)["']\s*\/>\s*$/;

/**
 * What a reader finds of an API block by name: every member's name, and a property's attribute
 * where it differs (`returnFocus`, `return-focus`, `dsoClose`, `--dso-color`).
 */
export function apiWords(component: WebComponent): string {
  const { props, events, methods, slots, parts, cssProperties } = component;
  const names = [
    ...props.flatMap((prop) => [prop.name, prop.attribute]),
    ...[...events, ...methods, ...slots, ...parts, ...cssProperties].map((member) => member.name),
  ];
  return [...new Set(names.filter((name): name is string => !!name))].join(" ");
}

const ENTITIES: Record<string, string> = { nbsp: " ", amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", shy: "" };

function stripInline(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, "$1")
    .replace(/<(https?:[^>\s]+)>/g, "$1")
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<\/?[A-Za-z][\w.:-]*(\s[^<>]*)?\/?>/g, " ")
    .replace(/(\*\*|__|~~)(?=\S)([\s\S]*?\S)\1/g, "$2")
    .replace(/(^|[^\w*])[*_](?=\S)([^*_]*?\S)[*_](?![\w*])/g, "$1$2")
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>])/g, "$1")
    .replace(/&(\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);
}

/** The visible text of one line of markdown: inline code stays literal, everything else loses its syntax. */
export function plainText(line: string): string {
  const parts = line.split(/(`+)([\s\S]*?)\1/);
  let out = "";
  for (let i = 0; i < parts.length; i += 3) {
    out += stripInline(parts[i]);
    if (i + 2 < parts.length) out += parts[i + 2].trim();
  }
  return out.replace(/\s+/g, " ").trim();
}

/** One line of block markdown without its block syntax, or undefined when it shows no text. */
function blockText(line: string): string | undefined {
  if (/^\s*(import|export)\s/.test(line)) return undefined;
  if (/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line)) return undefined; // table rule
  if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) return undefined; // thematic break
  const text = plainText(
    line
      .replace(/^\s*(>\s?)+/, "")
      .replace(/^\s*([-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/, "")
      .replace(/\|/g, " "),
  );
  return text === "" ? undefined : text;
}

interface Section {
  heading?: { text: string; anchor: string; level: number };
  lines: string[];
}

/**
 * Splits a body at its h2/h3 headings; deeper headings stay in their section's text. An API block
 * adds its members' names (apiWords) to its section, as the page shows them in its tables.
 */
export function splitSections(body: string, file: string, api: readonly WebComponent[] = []): Section[] {
  // One slugger per page, over every heading in order, as rehype-slug numbers duplicates.
  const slugger = new GithubSlugger();
  const sections: Section[] = [{ lines: [] }];
  let fence: string | undefined;
  let inTag = false;
  body.split(/\r?\n/).forEach((line, index) => {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = undefined;
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      return;
    }
    // A JSX tag written over several lines: its attributes are no visible text.
    if (inTag) {
      if (line.includes(">")) inTag = false;
      return;
    }
    const apiTag = API_BLOCK.exec(line)?.[1];
    if (apiTag !== undefined) {
      const component = api.find((candidate) => candidate.tag === apiTag);
      if (!component) throw new Error(`${file}:${index + 1}: <ComponentApi tag="${apiTag}" /> has no API metadata`);
      sections[sections.length - 1].lines.push(apiWords(component));
      return;
    }
    if (/^\s*<[A-Za-z][^>]*$/.test(line)) {
      inTag = true;
      return;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const text = plainText(heading[2]);
      if (text === "") throw new Error(`${file}:${index + 1}: a heading without text`);
      const level = heading[1].length;
      const anchor = slugger.slug(text);
      if (level === 2 || level === 3) sections.push({ heading: { text, anchor, level }, lines: [] });
      else sections[sections.length - 1].lines.push(text);
      return;
    }
    const text = blockText(line);
    if (text !== undefined) sections[sections.length - 1].lines.push(text);
  });
  if (fence) throw new Error(`${file}: a code block opened with ${fence} is never closed`);
  return sections;
}

/** All entries of one page, in reading order. */
export function pageEntries(page: SearchPage): SearchEntry[] {
  const { route, title, breadcrumb } = page;
  if (!title.trim()) throw new Error(`${page.sourcePath}: the page has no title`);
  const top = { section: title, route, anchor: "", breadcrumb };
  const entries: SearchEntry[] = [{ kind: "title", text: title, ...top }];
  if (page.description?.trim()) entries.push({ kind: "description", text: page.description.trim(), ...top });
  const keywords = (page.keywords ?? []).map((keyword) => keyword.trim()).filter(Boolean);
  if (keywords.length > 0) entries.push({ kind: "keywords", text: keywords.join(", "), ...top });
  for (const { heading, lines } of splitSections(page.body, page.sourcePath, page.api)) {
    const where = { section: heading?.text ?? title, route, anchor: heading ? `#${heading.anchor}` : "", breadcrumb };
    // A heading that repeats the page title adds nothing to the title entry.
    if (heading && heading.text !== title) entries.push({ kind: "heading", text: heading.text, ...where });
    const text = lines.join(" ").trim();
    if (text) entries.push({ kind: "content", text, ...where });
  }
  return entries;
}
