import type { Node, SourceNodesArgs } from "gatsby";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseAuthors } from "./blog";
import { readingTimeOf } from "./blogModel";
import { AUTHORS_FILE, excerptFor } from "./blogPages";
import { excerptText } from "./excerpt";

/**
 * The blog half of the content model (src/node/schema.ts): a BlogPost node for each post's Mdx
 * node, and a BlogAuthor node for each entry of content/blog/authors.yml.
 */

interface PostMdxNode extends Node {
  body: string;
  frontmatter: { title: string; description?: string; authors?: unknown };
  fields: { kind: string; route: string; date: string; slug: string; sourcePath: string };
}

/** The version a release post announces, from its slug (`dso-toolkit-67.0.0` → `67.0.0`). */
export function postVersion(slug: string): string | null {
  return /\d+\.\d+\.\d+(?:-[\w.]+)?/.exec(slug)?.[0] ?? null;
}

export function sourceBlogModel({ actions, getNodesByType, createNodeId, createContentDigest }: SourceNodesArgs): void {
  const create = (type: string, key: string, data: Record<string, unknown>, parent?: Node) => {
    const node = { ...data, id: createNodeId(`${type} ${key}`), parent: parent?.id, children: [], internal: { type, contentDigest: createContentDigest(data) } };
    actions.createNode(node);
    if (parent) actions.createParentChildLink({ parent, child: node as unknown as Node });
  };
  const authors = parseAuthors(readFileSync(path.resolve(AUTHORS_FILE), "utf8"), AUTHORS_FILE);
  for (const [key, author] of Object.entries(authors)) create("BlogAuthor", key, { key, url: null, ...author });
  for (const node of getNodesByType("Mdx") as PostMdxNode[]) {
    if (node.fields?.kind !== "post") continue;
    const { route, date, slug, sourcePath } = node.fields;
    // Unknown authors and a bad excerpt stop the build in createPages (src/node/blogPages.ts), naming the file.
    const excerpt = excerptText(excerptFor(node.body, sourcePath, undefined));
    create(
      "BlogPost",
      node.id,
      {
        title: node.frontmatter.title,
        date,
        slug,
        route,
        version: postVersion(slug),
        authorKeys: Array.isArray(node.frontmatter.authors) ? node.frontmatter.authors.map(String) : [],
        readingTime: readingTimeOf(node.body),
        excerpt,
        feedSummary: node.frontmatter.description ?? excerpt,
        sourcePath,
      },
      node,
    );
  }
}
