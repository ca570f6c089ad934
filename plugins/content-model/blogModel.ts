import { countWords, groupByYear, newestFirst, paginate, readingMinutes, readingTimeLabel } from "./blogRules";
import type {
  ArchivePageContext,
  Author,
  AuthorsPageContext,
  ExcerptNode,
  ListPageContext,
  PostLink,
  PostPageContext,
  PostSummary,
  SidebarGroup,
} from "../../src/blog/shared/blogPageShapes";
import type { SiteConfig } from "../../src/types/config";

/**
 * Turns the posts into what each blog page shows. Everything here is computed
 * once at build time and handed to the templates as page context.
 */

export interface BlogPost {
  id: string;
  title: string;
  description?: string;
  date: string;
  slug: string;
  route: string;
  sourcePath: string;
  /** From the post's BlogPost node (plugins/content-model/blogNodes.ts), worked out once when the node is made. */
  readingTime: string;
  /** The feeds' summary of the post: its description, or its excerpt as text (BlogPost.feedSummary). */
  feedSummary: string;
  authors: Author[];
  excerpt: ExcerptNode[];
}

/** The settings of site.config.ts that shape the blog's pages. */
type BlogOptions = Pick<SiteConfig["blog"], "postsPerPage" | "sidebarCount" | "sidebarGroupByYear">;

export interface BlogPages {
  posts: Array<{ route: string; context: PostPageContext }>;
  lists: Array<{ route: string; context: ListPageContext }>;
  archive: ArchivePageContext;
  authors: AuthorsPageContext;
}

const link = (post: BlogPost): PostLink => ({ title: post.title, route: post.route });

/** The reading time of a post's body (the MDX after its front matter) in `file`. */
export function readingTimeOf(body: string, file: string): string {
  return readingTimeLabel(readingMinutes(countWords(body, file)));
}

/** The "Recente berichten" sidebar: the newest posts, under year headings when asked. */
export function recentPosts(
  sorted: BlogPost[],
  options: Pick<BlogOptions, "sidebarCount" | "sidebarGroupByYear">,
): SidebarGroup[] {
  const newest = sorted.slice(0, options.sidebarCount);
  if (!options.sidebarGroupByYear) return [{ year: "", items: newest.map(link) }];
  return groupByYear(newest).map(({ year, items }) => ({ year, items: items.map(link) }));
}

/** Every author with the number of posts they wrote, in the order of the authors file. */
export function authorPostCounts(authors: Author[], posts: BlogPost[]): AuthorsPageContext["authors"] {
  return authors.map((author) => ({
    ...author,
    postCount: posts.filter((post) => post.authors.some((by) => by.key === author.key)).length,
  }));
}

export function buildBlogPages(posts: BlogPost[], allAuthors: Author[], options: BlogOptions): BlogPages {
  const sorted = newestFirst(posts);
  const recent = recentPosts(sorted, options);
  const summary = (post: BlogPost): PostSummary => ({
    ...link(post),
    date: post.date,
    authors: post.authors,
    readingTime: post.readingTime,
    excerpt: post.excerpt,
  });
  return {
    posts: sorted.map((post, index) => ({
      route: post.route,
      context: {
        id: post.id,
        source: post.sourcePath,
        authors: post.authors,
        readingTime: post.readingTime,
        newer: index > 0 ? link(sorted[index - 1]) : undefined,
        older: index < sorted.length - 1 ? link(sorted[index + 1]) : undefined,
        recent,
      },
    })),
    lists: paginate(sorted.length, options.postsPerPage).map((pagination) => ({
      route: pagination.path,
      context: {
        pagination,
        posts: sorted.slice(pagination.skip, pagination.skip + pagination.limit).map(summary),
        recent,
      },
    })),
    archive: { years: groupByYear(sorted.map((post) => ({ ...link(post), date: post.date }))) },
    authors: { authors: authorPostCounts(allAuthors, sorted) },
  };
}
