import type { SourceNodesArgs } from "gatsby";
import { sourceBlogAuthors } from "../blog/build/blogNodes";
import { readComponentMetadata } from "../article/build/componentApiPages";
import { nodeMaker } from "./nodeMaker";

/**
 * sourceNodes: the nodes of the content model that come from data files rather than pages
 * (src/node/schema.ts): the blog's authors and the web components' API. Doc and BlogPost nodes
 * are made beside their Mdx nodes (src/node/mdxFields.ts). Bad input stops the build naming the file.
 */
export function sourceContentNodes(args: SourceNodesArgs): void {
  try {
    sourceBlogAuthors(args);
    const { make } = nodeMaker(args);
    for (const component of readComponentMetadata()) make("WebComponent", component.tag, { ...component });
  } catch (error) {
    args.reporter.panicOnBuild((error as Error).message, error as Error);
  }
}
