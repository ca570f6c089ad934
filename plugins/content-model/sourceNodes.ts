import type { SourceNodesArgs } from "gatsby";
import { sourceBlogAuthors } from "./blogNodes";
import { readComponentMetadata } from "./componentApiPages";
import { nodeMaker } from "./nodeMaker";

/**
 * sourceNodes: the nodes of the content model that come from data files rather than pages
 * (plugins/content-model/schema.ts): the blog's authors and the web components' API. Doc and BlogPost nodes
 * are made beside their Mdx nodes (plugins/content-model/mdxFields.ts). Bad input stops the build naming the file.
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
