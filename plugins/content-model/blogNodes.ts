import type { CreateNodeArgs, SourceNodesArgs } from "gatsby";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { PostId } from "./routes";
import { parseAuthors } from "./blogRules";
import { readingTimeOf } from "./blogModel";
import { excerptFor, excerptText } from "./excerpt";
import { checked, postFrontMatter } from "./contentSchemas";
import { nodeMaker } from "./nodeMaker";

/**
 * The blog half of the content model (plugins/content-model/schema.ts): a BlogPost node beside each post's Mdx
 * node, and a BlogAuthor node for each entry of content/blog/authors.yml.
 */

const AUTHORS_FILE = "content/blog/authors.yml";

/** The version a release post announces, from its slug (`dso-toolkit-67.0.0` → `67.0.0`; the first posts' `dso-toolkit-48-0-0` → `48.0.0`). */
export function postVersion(slug: string): string | null {
  const match = /(\d+)\.(\d+)\.(\d+)(-[\w.-]+)?|(\d+)-(\d+)-(\d+)$/.exec(slug);
  if (!match) return null;
  return match[1] ? `${match[1]}.${match[2]}.${match[3]}${match[4] ?? ""}` : `${match[5]}.${match[6]}.${match[7]}`;
}

/** sourceNodes: the authors. A malformed authors.yml is an error naming it and the author. */
export function sourceBlogAuthors(args: SourceNodesArgs): void {
  const { make } = nodeMaker(args);
  const authors = parseAuthors(readFileSync(path.resolve(AUTHORS_FILE), "utf8"), AUTHORS_FILE);
  for (const [key, author] of Object.entries(authors)) make("BlogAuthor", key, { key, url: null, ...author });
}

/** onCreateNode for a post's Mdx node (after plugins/content-model/mdxFields.ts named its route): its BlogPost node. */
export function createPostNode(args: CreateNodeArgs, post: PostId & { sourcePath: string }): void {
  const node = args.node as unknown as { body: string; frontmatter: unknown };
  const { body } = node;
  const frontmatter = checked(postFrontMatter, node.frontmatter, post.sourcePath);
  // Unknown authors stop the build in createPages (src/blog/build/createBlogPages.ts), naming the file.
  const excerpt = excerptText(excerptFor(body, post.sourcePath, undefined));
  nodeMaker(args).make(
    "BlogPost",
    args.node.id,
    {
      title: frontmatter.title,
      description: frontmatter.description ?? null,
      date: post.date,
      slug: post.slug,
      route: post.route,
      version: postVersion(post.slug),
      authorKeys: frontmatter.authors ?? [],
      readingTime: readingTimeOf(body, post.sourcePath),
      excerpt,
      feedSummary: frontmatter.description ?? excerpt,
      sourcePath: post.sourcePath,
    },
    args.node,
  );
}
