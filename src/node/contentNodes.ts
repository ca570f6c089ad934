import type { SourceNodesArgs } from "gatsby";
import { sourceBlogModel } from "./blogNodes";
import { readComponentMetadata } from "./componentApi";
import { sourceDocsModel } from "./docsModel";

/**
 * sourceNodes: the typed content model of src/node/schema.ts. By now gatsby-source-filesystem and
 * gatsby-plugin-mdx have made the File and Mdx nodes these are built from. Bad input stops the
 * build with a message naming the file.
 */
export function sourceContentNodes(args: SourceNodesArgs): void {
  try {
    sourceDocsModel(args);
    sourceBlogModel(args);
    for (const component of readComponentMetadata()) {
      const data = { ...component };
      args.actions.createNode({ ...data, id: args.createNodeId(`WebComponent ${component.tag}`), internal: { type: "WebComponent", contentDigest: args.createContentDigest(data) } });
    }
  } catch (error) {
    args.reporter.panicOnBuild((error as Error).message, error as Error);
  }
}
