import GithubSlugger from "github-slugger";
import type { Heading, Root } from "mdast";
import { visit } from "unist-util-visit";
import { childrenOf, type MdastNode } from "./markdown";

/**
 * A heading's text as rehype-slug reads it for the heading's id (gatsby-config.ts): the text of its
 * text and inline-code nodes, in and below it; not an image's alt, nor an expression or comment
 * (rehype-slug's hast-util-to-string takes only text). The table of contents and the search index
 * show this text, so their anchors and titles agree with the page.
 */
export function headingText(node: MdastNode): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value;
  return childrenOf(node).map(headingText).join("");
}

/**
 * The anchor of every heading of a page, the id rehype-slug gives it: one slugger over every heading
 * in the order of the text, wherever it stands (in an element too), so repeated texts are numbered
 * as on the page ("voorbeeld", "voorbeeld-1").
 */
export function headingAnchors(tree: Root): Map<Heading, string> {
  const slugger = new GithubSlugger();
  const anchors = new Map<Heading, string>();
  visit(tree, "heading", (heading) => {
    anchors.set(heading, slugger.slug(headingText(heading)));
  });
  return anchors;
}
