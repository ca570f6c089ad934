import type { SearchEntry } from "../engine/store";
import type { WebComponent } from "../../article/shared/webComponentApi";
import {
  MdxError,
  analyseBody,
  attributeValues,
  nodesOf,
  proseOf,
  type JsxElement,
  type MdxAnalysis,
  type MdxNode,
} from "../../../plugins/content-model/mdxAnalysis";
import { headingAnchors, headingText } from "../../../plugins/content-model/headings";
import { childrenOf } from "../../../plugins/content-model/markdown";
import { releaseGraphics, releaseVariables } from "../../article/shared/releaseData";
import { shownWords } from "../../article/shared/releaseValues";

/**
 * Turns one page's MDX into search entries (docs/decisions/0002-how-search-works.md,
 * "What is indexed"): a title entry, an entry per h2/h3 heading, a content entry per
 * section, and entries for the front matter's description and keywords. The text is
 * what a reader sees of what the author wrote, read from the page's remark tree
 * (plugins/content-model/mdxAnalysis.ts): text, inline code and link text, the text inside elements and an
 * admonition's title. Code blocks are left out (code would swell the index with words nobody
 * searches for; component names are in titles and text), and so are comments, expressions,
 * imports and exports, attributes, and the fixed labels the site's components add (the navbar's
 * words are not indexed either).
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
  /**
   * Index only the title, description, keywords and headings, not the text: a release post is found
   * by its release and by the components its sections name, and its text is for reading there
   * (docs/decisions/0030-search-after-the-move-to-100-1-0.md).
   */
  headingsOnly?: boolean;
  /** Used in error messages. */
  sourcePath: string;
}

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

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

// A fence, after the indentation and quote markers of the blocks around it.
const FENCE = /^[ \t>]*(`{3,}|~{3,})/;
const CLOSING_FENCE = /^[ \t>]*(`{3,}|~{3,})[ \t]*$/;

/** Throws naming the line where a code block opens that no fence closes: the parser lets it run to the end. */
function checkClosed(code: MdxNode, page: MdxAnalysis) {
  const { start, end } = code.position!;
  const lines = page.source.slice(start.offset, end.offset).split(/\r?\n/);
  const opening = FENCE.exec(lines[0])?.[1];
  if (!opening) return;
  const closing = lines.length > 1 ? CLOSING_FENCE.exec(lines[lines.length - 1])?.[1] : undefined;
  if (!closing || closing[0] !== opening[0] || closing.length < opening.length)
    throw new MdxError(page.file, start.line, start.column, `a code block opened with ${opening} is never closed`);
}

interface Section {
  heading?: { text: string; anchor: string; level: number };
  /** What the section shows a reader, on one line. */
  text: string;
  /** The names the section writes as code (`dsoChange`, `dso-badge`), in reading order. */
  code: string[];
}

/**
 * Splits a body at its h2/h3 headings, wherever they stand (in an element too); deeper headings
 * and h1 stay in their section's text. An API block adds its members' names (apiWords) to its
 * section, as the page shows them in its tables. `file` is the page's source, as the Mdx node's
 * `fields.sourcePath` names it: the analysis the check before the build made of it is reused.
 */
export function splitSections(body: string, file: string, api: readonly WebComponent[] = []): Section[] {
  const page = analyseBody(body, file);
  nodesOf(page.tree, (node) => node.type === "code").forEach((code) => checkClosed(code, page));
  const elements = new Map<MdxNode, JsxElement>(page.elements.map((element) => [element.node, element]));
  // What the release-value components show of their own (src/article/mdx/ReleaseValues.tsx).
  const shown = (node: MdxNode) => {
    const element = elements.get(node);
    return (
      element && shownWords(element.name, attributeValues(element), releaseVariables.modules, releaseGraphics.graphics)
    );
  };
  const marks = (node: MdxNode) =>
    node.type === "heading" || ["ComponentApi", "Admonition"].includes(elements.get(node)?.name ?? "");
  const anchors = headingAnchors(page.tree);
  const sections: Array<{ heading?: Section["heading"]; texts: string[]; code: string[] }> = [{ texts: [], code: [] }];
  const add = (text: string) => {
    if (oneLine(text)) sections[sections.length - 1].texts.push(oneLine(text));
  };
  const visit = (node: MdxNode) => {
    const element = elements.get(node);
    if (node.type === "heading") {
      const raw = headingText(node);
      const { line, column } = node.position!.start;
      if (!oneLine(raw)) throw new MdxError(file, line, column, "a heading without text");
      const level = node.depth;
      const heading = { text: oneLine(raw), anchor: anchors.get(node)!, level };
      if (level === 2 || level === 3) sections.push({ heading, texts: [], code: [] });
      else add(heading.text);
    } else if (element?.name === "ComponentApi") {
      const { tag } = attributeValues(element);
      const component = api.find((candidate) => candidate.tag === tag);
      if (!component)
        throw new MdxError(
          file,
          element.line,
          element.column,
          `<ComponentApi tag="${String(tag)}" /> has no API metadata`,
        );
      add(apiWords(component));
    } else if (nodesOf(node, marks).length > 0) {
      // The admonition's title is the author's; without one, it shows a fixed label (src/article/mdx/Admonition.tsx).
      const title = element && attributeValues(element).title;
      if (typeof title === "string") add(title);
      childrenOf(node).forEach(visit);
    } else {
      add(proseOf(node, shown));
      const code = nodesOf(node, (inner) => inner.type === "inlineCode");
      sections[sections.length - 1].code.push(
        ...code.flatMap((inner) => (inner.type === "inlineCode" ? [inner.value] : [])),
      );
    }
  };
  visit(page.tree);
  return sections.map(({ heading, texts, code }) => ({ heading, text: texts.join(" "), code }));
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
  const sections = page.body ? splitSections(page.body, page.sourcePath, page.api) : [];
  for (const { heading, text, code } of sections) {
    const where = { section: heading?.text ?? title, route, anchor: heading ? `#${heading.anchor}` : "", breadcrumb };
    // A heading that repeats the page title adds nothing to the title entry.
    if (heading && heading.text !== title) entries.push({ kind: "heading", text: heading.text, ...where });
    if (text && !page.headingsOnly) entries.push({ kind: "content", text, ...where });
    else if (code.length > 0 && page.headingsOnly)
      entries.push({ kind: "content", text: [...new Set(code)].join(" "), ...where });
  }
  return entries;
}
