import { Feed } from "feed";
import type { Author, ExcerptNode } from "../shared/blogPageShapes";
import { enabledFeeds, FEED_FORMATS, FEED_TYPES, feedPath, type FeedType } from "../shared/feedTypes";
import type { FeedTypesSetting } from "../../types/config";
import { newestFirst } from "./blogRules";
import { escapeHtml } from "../../lib/escapeHtml";

/** The blog's RSS 2.0, Atom and JSON feeds; which of them, and their names, come from src/blog/shared/feedTypes.ts. */

export interface FeedPost {
  title: string;
  route: string;
  date: string;
  slug: string;
  summary: string;
  authors: Author[];
  excerpt: ExcerptNode[];
}

export interface FeedOptions {
  /** Absolute address of the base path, without a trailing slash: `https://www.dso-toolkit.nl/master`. */
  siteUrl: string;
  title: string;
  description: string;
  copyright: string;
  limit: number;
  types: FeedTypesSetting;
}

/** The excerpt as HTML for feed readers; root-relative links become absolute, since readers have no base. */
export function excerptHtml(nodes: ExcerptNode[], siteUrl: string): string {
  return nodes
    .map((node) => {
      if (typeof node === "string") return escapeHtml(node);
      if (node.tag === "br" || node.tag === "hr") return `<${node.tag}>`;
      const href =
        node.href === undefined
          ? ""
          : ` href="${escapeHtml(node.href.startsWith("/") ? `${siteUrl}${node.href}` : node.href)}"`;
      return `<${node.tag}${href}>${excerptHtml(node.children, siteUrl)}</${node.tag}>`;
    })
    .join("");
}

/**
 * RSS 2.0's own <author> must be an e-mail address, which team roles do not
 * have, so `feed` leaves authors out; Dublin Core's <dc:creator> carries the names.
 */
function addRssCreators(xml: string, posts: FeedPost[]): string {
  const parts = xml.split(/(?=^\s*<\/item>$)/m);
  if (parts.length !== posts.length + 1)
    throw new Error(`RSS feed: expected ${posts.length} items, found ${parts.length - 1}`);
  const withCreators = parts
    .map((part, index) => {
      if (index === posts.length) return part;
      const creators = posts[index].authors
        .map((author) => `\n            <dc:creator><![CDATA[${author.name}]]></dc:creator>`)
        .join("");
      return part.replace(/\n?$/, `${creators}\n`);
    })
    .join("");
  return withCreators.includes("xmlns:dc=")
    ? withCreators
    : withCreators.replace("<rss ", '<rss xmlns:dc="http://purl.org/dc/elements/1.1/" ');
}

/** Builds the requested feeds from the newest `limit` posts; returns file name → content. */
export function buildFeeds(allPosts: FeedPost[], options: FeedOptions): Record<string, string> {
  const posts = newestFirst(allPosts).slice(0, options.limit);
  const blogUrl = `${options.siteUrl}/blog`;
  const dateOf = (date: string) => new Date(`${date}T00:00:00Z`);
  const feed = new Feed({
    id: blogUrl,
    title: options.title,
    description: options.description,
    link: blogUrl,
    language: "nl",
    copyright: options.copyright,
    updated: posts.length > 0 ? dateOf(posts[0].date) : undefined,
    feedLinks: Object.fromEntries(FEED_TYPES.map((type) => [type, `${options.siteUrl}${feedPath(type)}`])),
  });
  for (const post of posts) {
    const link = `${options.siteUrl}${post.route}`;
    const authors = post.authors.map((author) => ({ name: author.name, link: author.url }));
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: dateOf(post.date),
      published: dateOf(post.date),
      description: post.summary,
      content: excerptHtml(post.excerpt, options.siteUrl),
      author: authors,
      // JSON Feed 1's single `author` would drop co-authors; `authors` (JSON Feed 1.1) keeps them all.
      extensions: [
        { name: "authors", objects: authors.map(({ name, link: url }) => ({ name, ...(url ? { url } : {}) })) },
      ],
    });
  }
  const render: Record<FeedType, () => string> = {
    rss: () => addRssCreators(feed.rss2(), posts),
    atom: () => feed.atom1(),
    json: () => feed.json1(),
  };
  return Object.fromEntries(enabledFeeds(options.types).map((type) => [FEED_FORMATS[type].file, render[type]()]));
}
