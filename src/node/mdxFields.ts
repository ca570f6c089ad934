import type { CreateNodeArgs } from "gatsby";
import { parsePostFileName } from "./blog";
import { docId, docRoute } from "./routes";

/**
 * Gives every Mdx node the fields pages and queries select by: its kind, route and source file
 * (plus the doc id, or the post's date and slug). Each route is computed here, once; and here
 * the one title rule is checked, for docs and posts alike.
 */
export function addMdxFields({ node, getNode, actions, reporter }: CreateNodeArgs): void {
  if (node.internal.type !== "Mdx") return;
  const file = getNode(node.parent!) as unknown as { sourceInstanceName: string; relativePath: string };
  const sourcePath = `content/${file.sourceInstanceName}/${file.relativePath}`;
  const frontmatter = (node as unknown as { frontmatter?: { title?: unknown } }).frontmatter;
  if (typeof frontmatter?.title !== "string" || frontmatter.title.trim() === "") {
    reporter.panicOnBuild(`${sourcePath}: the page has no title (front matter "title")`);
    return;
  }
  const field = (name: string, value: string) => actions.createNodeField({ node, name, value });
  field("sourcePath", sourcePath);
  try {
    if (file.sourceInstanceName === "docs") {
      field("kind", "doc");
      field("route", docRoute(file.relativePath));
      field("docId", docId(file.relativePath));
    } else if (file.sourceInstanceName === "blog") {
      const post = parsePostFileName(file.relativePath);
      field("kind", "post");
      field("route", post.route);
      field("date", post.date);
      field("slug", post.slug);
    }
  } catch (error) {
    reporter.panicOnBuild(`content/${file.sourceInstanceName}/${(error as Error).message}`);
  }
}
