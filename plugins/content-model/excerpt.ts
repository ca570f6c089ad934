/**
 * A post's excerpt (the text before the truncate marker) as a small, plain tree
 * that list pages render without MDX: it travels in the page context, so list
 * pages ship neither the posts' compiled MDX nor a markdown parser.
 */

import type { Root } from "mdast";
import type { MdxFlowExpression, MdxTextExpression } from "mdast-util-mdx";
import type { Reporter } from "gatsby";
import { excerptOf } from "./blogRules";
import { childrenOf, type MdastNode } from "./markdown";
import { analyseBody } from "./mdxAnalysis";
import type { ExcerptNode, ExcerptTag } from "../../src/blog/shared/blogPageShapes";

// Nodes that become one element around their children; a break or rule is an empty one.
const SIMPLE: Record<string, ExcerptTag> = {
  paragraph: "p",
  strong: "strong",
  emphasis: "em",
  delete: "del",
  blockquote: "blockquote",
  listItem: "li",
  break: "br",
  thematicBreak: "hr",
};

/** `{/* … *\/}` is how MDX writes a comment; it shows nothing. */
function isComment(node: MdxFlowExpression | MdxTextExpression): boolean {
  return /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value);
}

function unsupported(node: MdastNode, file: string): Error {
  const what =
    node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement"
      ? `the component <${node.name ?? ""}>`
      : node.type === "heading"
        ? `a heading (h${node.depth})`
        : `"${node.type}"`;
  return new Error(
    `${file}: the excerpt (the text before the truncate marker) cannot hold ${what}; move it below the marker`,
  );
}

function convert(node: MdastNode, file: string, tight: boolean): ExcerptNode[] {
  const children = (nested = tight) => childrenOf(node).flatMap((child) => convert(child, file, nested));
  switch (node.type) {
    case "text":
      return [node.value ?? ""];
    case "inlineCode":
      return [{ tag: "code", children: [node.value ?? ""] }];
    case "code":
      return [{ tag: "pre", children: [{ tag: "code", children: [node.value ?? ""] }] }];
    case "link":
      return [{ tag: "a", href: node.url ?? "", children: children() }];
    case "list":
      // A tight list's items hold bare text, as markdown renders it.
      return [{ tag: node.ordered ? "ol" : "ul", children: children(!node.spread) }];
    case "paragraph":
      return tight ? children(false) : [{ tag: "p", children: children(false) }];
    case "mdxFlowExpression":
    case "mdxTextExpression":
      if (isComment(node)) return [];
      throw unsupported(node, file);
    default:
      if (SIMPLE[node.type])
        return [{ tag: SIMPLE[node.type], children: children(node.type === "listItem" ? tight : false) }];
      throw unsupported(node, file);
  }
}

/** Converts a parsed excerpt; anything a list page cannot show is an error naming the file. */
export function excerptTree(root: Root, file: string): ExcerptNode[] {
  return root.children.flatMap((child) => convert(child, file, false));
}

/** The first paragraph, for a post that lacks a truncate marker. */
export function leadParagraph(root: Root): Root {
  const first = root.children.find((child) => child.type === "paragraph");
  return { type: "root", children: first ? [first] : [] };
}

const BLOCKS = new Set<ExcerptTag>(["p", "ul", "ol", "li", "blockquote", "pre", "br", "hr"]);

/** Plain text of an excerpt, for feed summaries. */
export function excerptText(nodes: ExcerptNode[]): string {
  const text = (node: ExcerptNode): string => {
    if (typeof node === "string") return node;
    const inner = node.children.map(text).join("");
    return BLOCKS.has(node.tag) ? ` ${inner} ` : inner;
  };
  return nodes.map(text).join("").replace(/\s+/g, " ").trim();
}

/** A post's excerpt tree; without a truncate marker, its first paragraph, with a warning when a reporter is given. */
export function excerptFor(body: string, file: string, reporter: Pick<Reporter, "warn"> | undefined) {
  const post = analyseBody(body, file);
  const excerpt = excerptOf(post);
  if (excerpt !== undefined) return excerptTree({ type: "root", children: excerpt }, file);
  reporter?.warn(`${file}: no truncate marker ({/* truncate */}); the list pages show its first paragraph`);
  return excerptTree(leadParagraph(post.tree), file);
}
