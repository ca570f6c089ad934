import { escapeHtml } from "../../lib/escapeHtml";

/**
 * A small XML tree and its serializer, for the RSS feed (src/blog/build/feedFiles.ts): elements
 * are built as data, so every name, attribute and text is written and escaped in one place.
 */

/** Text kept as it is for the reader, such as HTML: written as a CDATA section. */
export interface XmlCdata {
  cdata: string;
}
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | XmlCdata | string;

export function element(name: string, attributes: Record<string, string>, ...children: XmlNode[]): XmlElement {
  return { name, attributes, children };
}

// A CDATA section ends at the first `]]>`; one in the text is split across two sections.
const cdataSection = (text: string) => `<![CDATA[${text.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;

function serialize(node: XmlNode, indent: string): string {
  if (typeof node === "string") return escapeHtml(node);
  if ("cdata" in node) return cdataSection(node.cdata);
  const attributes = Object.entries(node.attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join("");
  if (node.children.length === 0) return `${indent}<${node.name}${attributes}/>`;
  // Text stays on the element's line; elements below it go on lines of their own, indented.
  const nested = node.children.every((child) => typeof child === "object" && "name" in child);
  const inner = nested
    ? `\n${node.children.map((child) => serialize(child, `${indent}    `)).join("\n")}\n${indent}`
    : node.children.map((child) => serialize(child, "")).join("");
  return `${indent}<${node.name}${attributes}>${inner}</${node.name}>`;
}

/** The document: the XML declaration and the root element, indented by four spaces a level. */
export function serializeXml(root: XmlElement): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n${serialize(root, "")}`;
}
