import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import type { MdastNode } from "./excerpt";

/** MDX read into a syntax tree, with the GFM syntax the pages are compiled with (gatsby-config.ts). */
const markdown = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** Throws naming `file` and what of it `text` is when `text` is not valid MDX. */
export function parseMdx(text: string, file: string, part = "the page"): MdastNode {
  try {
    return markdown.parse(text) as MdastNode;
  } catch (error) {
    throw new Error(`${file}: ${part} is not valid MDX: ${(error as Error).message}`);
  }
}
