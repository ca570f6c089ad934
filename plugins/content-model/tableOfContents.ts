import type { Root } from "mdast";
import type { TableOfContentsConfig } from "../../src/types/config";
import { headingAnchors, headingText } from "./headings";

/** One entry of a page's table of contents: a heading, its anchor and the headings below it. */
export interface TocEntry {
  url: string;
  title: string;
  items?: TocEntry[];
}

/**
 * The page's table of contents: its top-level headings from `minHeadingLevel` to
 * `maxHeadingLevel` (site.config.ts), each with the deeper ones that follow it. A heading that
 * skips a level goes under the nearest shallower one. The anchors are the ids rehype-slug gives the
 * headings in the page (gatsby-config.ts), so every heading of the page, listed or not, counts
 * towards the numbering of repeated texts ("voorbeeld", "voorbeeld-1").
 */
export function tableOfContents(tree: Root, levels: TableOfContentsConfig): TocEntry[] {
  const root: TocEntry[] = [];
  const open: Array<{ depth: number; entry: TocEntry }> = [];
  for (const [heading, anchor] of headingAnchors(tree)) {
    const { depth } = heading;
    if (!tree.children.includes(heading) || depth < levels.minHeadingLevel || depth > levels.maxHeadingLevel) continue;
    while (open.length > 0 && open[open.length - 1].depth >= depth) open.pop();
    const entry: TocEntry = { url: `#${anchor}`, title: headingText(heading) };
    const above = open[open.length - 1]?.entry;
    if (above) (above.items ??= []).push(entry);
    else root.push(entry);
    open.push({ depth, entry });
  }
  return root;
}
