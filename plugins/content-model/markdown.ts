import type { Content, Root } from "mdast";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified, type Processor } from "unified";

/** A node of the tree: mdast's types, with the MDX nodes that remark-mdx's types add to them. */
export type MdastNode = Root | Content;

/** A node's children; none for a leaf. */
export function childrenOf(node: MdastNode): Content[] {
  return "children" in node ? node.children : [];
}

interface Point {
  line: number;
  column: number;
  offset?: number;
}

/** What the tree conversion hands an exit handler (mdast-util-from-markdown's context and token). */
interface Conversion {
  getData(key: "mdxJsxTag"): { attributes: Array<{ position?: { start: Point; end: Point } }> } | undefined;
}

/**
 * remark-mdx keeps a position on a JSX element but not on its attributes, so a check could only
 * name the element's line. This addition to its tree conversion gives each attribute the position
 * of its tokens. It relies on how mdast-util-mdx-jsx 2 converts a tag: the tag under construction
 * is kept as "mdxJsxTag", and an attribute token, which it has no exit handler for, ends after the
 * attribute's value. The tests of plugins/content-model/mdxAnalysis.ts check the positions it gives.
 */
function attributePositions(this: Processor) {
  const data = this.data() as { fromMarkdownExtensions?: unknown[] };
  function keepPosition(this: Conversion, token: { start: Point; end: Point }) {
    const attributes = this.getData("mdxJsxTag")?.attributes;
    const attribute = attributes?.[attributes.length - 1];
    const point = ({ line, column, offset }: Point) => ({ line, column, offset });
    if (attribute) attribute.position = { start: point(token.start), end: point(token.end) };
  }
  (data.fromMarkdownExtensions ??= []).push({
    exit: { mdxJsxFlowTagAttribute: keepPosition, mdxJsxTextTagAttribute: keepPosition },
  });
}

/** MDX read into a syntax tree, with the GFM syntax the pages are compiled with (gatsby-config.ts). */
export const mdxProcessor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(attributePositions);

/**
 * A whole content file read into a syntax tree: as mdxProcessor, and its front matter becomes the
 * tree's first node (`yaml`), so every position is the file's.
 */
export const mdxFileProcessor = mdxProcessor().use(remarkFrontmatter, ["yaml"]);
