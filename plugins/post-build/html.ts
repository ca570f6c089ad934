import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, type DefaultTreeAdapterTypes } from "parse5";

/**
 * The one HTML parser of the build's checks and edits of public/ (parse5, as browsers parse).
 * Every element keeps where it stands in the file, so a step can copy or hash a part exactly as the
 * server wrote it, and edit a page by offsets while the rest of it stays byte for byte the same.
 */

export type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** A parsed page: its text, the file it came from (for messages) and its tree. */
export interface HtmlPage {
  file: string;
  source: string;
  document: DefaultTreeAdapterTypes.Document;
}

export function parseHtml(source: string, file: string): HtmlPage {
  // Without scripting, as a browser with JavaScript off: a <noscript>'s content is markup then, so
  // its styles are hashed for the policy and its links checked.
  const document = parse(source, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  return { file, source, document };
}

/** A built page, by its path relative to publicDir, which its messages name. */
export function readHtml(publicDir: string, file: string): HtmlPage {
  return parseHtml(readFileSync(path.join(publicDir, file), "utf8"), file);
}

function isElement(node: DefaultTreeAdapterTypes.Node): node is Element {
  return "tagName" in node;
}

// The steps after the build each look through the same page (plugins/post-build/postBuild.ts); the list of
// its elements is made once per parsed page. No step changes a tree: edits go by source offsets.
const walked = new WeakMap<ParentNode, Element[]>();

/** Every element below `root`, in document order; a `<template>`'s content counts as its children. */
export function elementsOf(root: ParentNode): readonly Element[] {
  const known = walked.get(root);
  if (known) return known;
  const found: Element[] = [];
  const visit = (parent: ParentNode) => {
    for (const node of parent.childNodes) {
      if (!isElement(node)) continue;
      found.push(node);
      visit(node.tagName === "template" ? (node as DefaultTreeAdapterTypes.Template).content : node);
    }
  };
  visit(root);
  walked.set(root, found);
  return found;
}

/** The attribute's value, entities decoded; undefined when the element lacks it. Names are lower case. */
export function attributeOf(element: Element, name: string): string | undefined {
  return element.attrs.find((attribute) => attribute.name === name)?.value;
}

/** `file:line:column` of the element's start tag, or the file alone for an element the parser implied. */
export function positionOf(page: HtmlPage, element: Element): string {
  const location = element.sourceCodeLocation;
  return location ? `${page.file}:${location.startLine}:${location.startCol}` : page.file;
}

/** Where the element's content stands in the page: from the end of its start tag to the start of its end tag. */
export function innerRange(page: HtmlPage, element: Element): { start: number; end: number } {
  const location = element.sourceCodeLocation;
  if (!location?.startTag || !location.endTag)
    throw new Error(`${positionOf(page, element)}: <${element.tagName}> is not closed by its own end tag`);
  return { start: location.startTag.endOffset, end: location.endTag.startOffset };
}

/** The element's content exactly as the file has it, byte for byte (no serialising again). */
export function innerSource(page: HtmlPage, element: Element): string {
  const { start, end } = innerRange(page, element);
  return page.source.slice(start, end);
}

/** The text of the element and its descendants, entities decoded. */
export function textOf(element: Element): string {
  return element.childNodes
    .map((node) => (isElement(node) ? textOf(node) : "value" in node ? node.value : ""))
    .join("");
}

/** A change to a page's text: the range from `start` to `end` becomes `text` (an insertion when they are equal). */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The page's text with the edits made; everything outside their ranges stays as it was. */
export function withEdits(page: HtmlPage, edits: Edit[]): string {
  // At the same offset an insertion goes first, so that it is not taken for an overlap with a removal there.
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let result = "";
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) throw new Error(`${page.file}: two edits overlap at offset ${edit.start}`);
    result += page.source.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return result + page.source.slice(at);
}
