import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified, type Processor } from "unified";

/** The mdast shapes the build reads (remark-parse with remark-mdx and remark-gfm). */
export interface MdastNode {
  type: string;
  value?: string;
  url?: string;
  ordered?: boolean | null;
  spread?: boolean | null;
  name?: string | null;
  depth?: number;
  children?: MdastNode[];
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
 * attribute's value. The tests of src/node/mdxAnalysis.ts check the positions it gives.
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
