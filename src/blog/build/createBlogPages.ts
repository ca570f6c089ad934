import type { CreatePagesArgs, GatsbyNode } from "gatsby";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { siteConfig } from "@site-config";
import { blogText } from "../../i18n/blog";
import { formatMessage } from "../../i18n/catalogue";
import type { AuthorMap } from "../../../plugins/content-model/contentSchemas";
import { resolveAuthors } from "../../../plugins/content-model/blogRules";
import type { Author } from "../shared/blogPageShapes";
import { FEED_DIRECTORY } from "../shared/feedTypes";
import { siteUrlOf } from "../../lib/paths";
import { buildBlogPages, type BlogPost } from "../../../plugins/content-model/blogModel";
import { excerptFor } from "../../../plugins/content-model/excerpt";
import { buildFeeds } from "./feedFiles";

/**
 * Gatsby's side of the blog: reads the posts from GraphQL, checks them, and
 * creates the post, list, archive and authors pages; after the build it writes the feeds.
 */

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/** Reads and checks every post; problems are reported naming the file, and such posts are left out. */
async function loadPosts(
  { graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">,
  warn = true,
): Promise<{ posts: BlogPost[]; authors: AuthorMap } | undefined> {
  // The authors come from the BlogAuthor nodes (plugins/content-model/blogNodes.ts), where authors.yml is read and checked.
  const result = await graphql<Queries.BlogPostsQuery>(`
    query BlogPosts {
      allBlogAuthor {
        nodes {
          key
          name
          title
          url
        }
      }
      allBlogPost {
        nodes {
          id
          title
          description
          date
          slug
          route
          sourcePath
          authorKeys
          readingTime
          feedSummary
          mdx {
            body
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the blog posts", result.errors);
    return undefined;
  }
  const authors: AuthorMap = Object.fromEntries(
    result.data.allBlogAuthor.nodes.map(({ key, name, title, url }) => [key, { name, title, ...(url ? { url } : {}) }]),
  );
  const posts = result.data.allBlogPost.nodes.flatMap(({ authorKeys, mdx, description, ...fields }) => {
    try {
      return [
        {
          ...fields,
          description: description ?? undefined,
          // The keys as written, not the linked authors: a key without an author must stop the build.
          authors: resolveAuthors(authorKeys, authors, fields.sourcePath),
          excerpt: excerptFor(mdx.body, fields.sourcePath, warn ? reporter : undefined),
        },
      ];
    } catch (error) {
      reporter.panicOnBuild((error as Error).message);
      return [];
    }
  });
  return { posts, authors };
}

export async function createBlogPages({
  graphql,
  actions,
  reporter,
}: Pick<CreatePagesArgs, "graphql" | "actions" | "reporter">): Promise<void> {
  const loaded = await loadPosts({ graphql, reporter });
  if (!loaded) return;
  const allAuthors: Author[] = Object.entries(loaded.authors).map(([key, author]) => ({ key, ...author }));
  const pages = buildBlogPages(loaded.posts, allAuthors, siteConfig.blog);
  for (const post of pages.posts)
    actions.createPage({ path: post.route, component: template("blog-post"), context: post.context });
  for (const list of pages.lists)
    actions.createPage({ path: list.route, component: template("blog-list"), context: list.context });
  actions.createPage({ path: "/blog/archive", component: template("blog-archive"), context: pages.archive });
  actions.createPage({ path: "/blog/authors", component: template("blog-authors"), context: pages.authors });
}

export const writeBlogFeeds: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  // Read again rather than kept from createPages, which may have run in another process (or not at
  // all, with a warm cache); createPages has warned about these posts.
  const loaded = await loadPosts({ graphql, reporter }, false);
  if (!loaded) return;
  const feeds = buildFeeds(
    loaded.posts.map((post) => ({ ...post, summary: post.feedSummary })),
    {
      siteUrl: siteUrlOf(siteConfig),
      title: `${siteConfig.title} ${blogText("blog.title")}`,
      description: blogText("blog.description"),
      copyright: formatMessage(siteConfig.footer.copyright, { year: siteConfig.copyrightYear }),
      limit: siteConfig.blog.feedLimit,
      types: siteConfig.blog.feedTypes,
    },
  );
  const directory = path.resolve(`public${FEED_DIRECTORY}`);
  mkdirSync(directory, { recursive: true });
  for (const [file, content] of Object.entries(feeds)) writeFileSync(path.join(directory, file), content);
  reporter.info(`Blog feeds written: ${Object.keys(feeds).join(", ")}`);
};
