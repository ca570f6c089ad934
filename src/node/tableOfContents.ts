import GithubSlugger from "github-slugger";
import type { TableOfContentsConfig } from "../types/config";
import type { MdastNode } from "./markdown";

/** One entry of a page's table of contents: a heading, its anchor and the headings below it. */
export interface TocEntry {
  url: string;
  title: string;
  items?: TocEntry[];
}

/** A heading's text as rehype-slug reads it to make the heading's id: every text and code in it, no image alt. */
function slugText(node: MdastNode): string {
  return node.value ?? (node.children ?? []).map(slugText).join("");
}

/** A heading's text as the table of contents shows it: its text and inline code. */
function title(node: MdastNode): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value ?? "";
  return (node.children ?? []).map(title).join("");
}

/**
 * The page's table of contents: its top-level headings from `minHeadingLevel` to
 * `maxHeadingLevel` (site.config.ts), each with the deeper ones that follow it. A heading that
 * skips a level goes under the nearest shallower one. The anchors are the ids rehype-slug gives the
 * headings in the page (gatsby-config.ts), so every heading of the page, listed or not, counts
 * towards the numbering of repeated texts ("voorbeeld", "voorbeeld-1").
 */
export function tableOfContents(tree: MdastNode, levels: TableOfContentsConfig): TocEntry[] {
  const slugger = new GithubSlugger();
  const root: TocEntry[] = [];
  const open: Array<{ depth: number; entry: TocEntry }> = [];
  const visit = (node: MdastNode, parent: MdastNode | undefined) => {
    if (node.type === "heading") {
      const url = `#${slugger.slug(slugText(node))}`;
      const depth = node.depth ?? 0;
      if (parent === tree && depth >= levels.minHeadingLevel && depth <= levels.maxHeadingLevel) {
        while (open.length > 0 && open[open.length - 1].depth >= depth) open.pop();
        const entry: TocEntry = { url, title: title(node) };
        const above = open[open.length - 1]?.entry;
        if (above) (above.items ??= []).push(entry);
        else root.push(entry);
        open.push({ depth, entry });
      }
    }
    for (const child of node.children ?? []) visit(child, node);
  };
  visit(tree, undefined);
  return root;
}
