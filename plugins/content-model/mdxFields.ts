import type { CreateNodeArgs } from "gatsby";
import { createPostNode } from "./blogNodes";
import { addCategoryFields, createDocNode } from "./docsModel";
import { docId, docRoute, parsePostFileName } from "./routes";
import { relativePath } from "./files";

/**
 * onCreateNode. Every Mdx node gets its typed node, Doc or BlogPost, which pages and templates
 * query; each route is computed here, once. Making that node checks the front matter against its
 * schema (plugins/content-model/contentSchemas.ts, title rule included); only a node that passes
 * keeps three fields (its kind, route and source file) for the build's readers of Mdx nodes
 * themselves, named in plugins/content-model/schema.ts at MdxFields. A docs `_category_.yml` is
 * read here too. Bad input stops the build naming the file.
 */
export async function addContentNodes(args: CreateNodeArgs): Promise<void> {
  const { node, getNode, actions, reporter } = args;
  if (node.internal.type === "File") {
    try {
      await addCategoryFields(args);
    } catch (error) {
      reporter.panicOnBuild((error as Error).message);
    }
    return;
  }
  if (node.internal.type !== "Mdx") return;
  const file = getNode(node.parent!) as unknown as {
    sourceInstanceName: string;
    relativePath: string;
    absolutePath: string;
  };
  // Below the project, as messages name it: the test build also sources docs from e2e/content (gatsby-config.ts).
  const sourcePath = relativePath(process.cwd(), file.absolutePath);
  const field = (name: string, value: string) => actions.createNodeField({ node, name, value });
  try {
    if (file.sourceInstanceName === "docs") {
      const doc = { route: docRoute(file.relativePath), docId: docId(file.relativePath), sourcePath };
      createDocNode(args, doc);
      field("kind", "doc");
      field("route", doc.route);
    } else if (file.sourceInstanceName === "blog") {
      const post = parsePostFileName(file.relativePath);
      createPostNode(args, { ...post, sourcePath });
      field("kind", "post");
      field("route", post.route);
    }
    field("sourcePath", sourcePath);
  } catch (error) {
    // Errors about the file's name begin with its path below its source's folder.
    const folder = sourcePath.slice(0, sourcePath.length - file.relativePath.length);
    const message = (error as Error).message;
    reporter.panicOnBuild(message.startsWith(folder) ? message : `${folder}${message}`);
  }
}
