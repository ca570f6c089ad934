import { Feed } from "feed";
import type { ExcerptNode } from "../shared/blogPageShapes";
import type { BlogPost } from "../../../plugins/content-model/blogModel";
import { enabledFeeds, FEED_FORMATS, FEED_TYPES, feedPath, type FeedType } from "../shared/feedTypes";
import type { FeedTypesSetting } from "../../types/config";
import { newestFirst } from "../../../plugins/content-model/blogRules";
import { escapeHtml } from "../../lib/escapeHtml";
import { element, serializeXml } from "./xmlTree";

/**
 * The blog's RSS 2.0, Atom and JSON feeds; which of them, and their names, come from src/blog/shared/feedTypes.ts.
 * Atom and JSON are the `feed` library's; RSS is built here, since it needs elements `feed` cannot add.
 */

/** What the feeds show of a post: the build's post (its slug orders posts of one day), with its feed summary. */
export type FeedPost = Pick<BlogPost, "title" | "route" | "date" | "slug" | "authors" | "excerpt"> & {
  summary: string;
};

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

const NAMESPACES = {
  "xmlns:dc": "http://purl.org/dc/elements/1.1/",
  "xmlns:content": "http://purl.org/rss/1.0/modules/content/",
  "xmlns:atom": "http://www.w3.org/2005/Atom",
};

const dateOf = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * RSS 2.0, built as an XML tree (src/blog/build/xmlTree.ts): `feed` has no way to add elements to
 * an item, and RSS's own <author> must be an e-mail address, which team roles do not have, so
 * Dublin Core's <dc:creator> carries each author's name. Texts a reader shows, and the content's
 * HTML, go as CDATA sections.
 */
function rssFeed(posts: FeedPost[], options: FeedOptions, blogUrl: string): string {
  const items = posts.map((post) => {
    const link = `${options.siteUrl}${post.route}`;
    const content = excerptHtml(post.excerpt, options.siteUrl);
    return element(
      "item",
      {},
      element("title", {}, { cdata: post.title }),
      element("link", {}, link),
      element("guid", {}, link),
      element("pubDate", {}, dateOf(post.date).toUTCString()),
      ...(post.summary ? [element("description", {}, { cdata: post.summary })] : []),
      ...(content ? [element("content:encoded", {}, { cdata: content })] : []),
      ...post.authors.map((author) => element("dc:creator", {}, { cdata: author.name })),
    );
  });
  const updated = posts.length > 0 ? dateOf(posts[0].date) : new Date();
  const channel = element(
    "channel",
    {},
    element("title", {}, options.title),
    element("link", {}, blogUrl),
    element("description", {}, options.description),
    element("lastBuildDate", {}, updated.toUTCString()),
    element("docs", {}, "https://validator.w3.org/feed/docs/rss2.html"),
    element("generator", {}, "Gatsby"),
    element("language", {}, "nl"),
    element("copyright", {}, options.copyright),
    element("atom:link", { href: `${options.siteUrl}${feedPath("rss")}`, rel: "self", type: "application/rss+xml" }),
    ...items,
  );
  return serializeXml(element("rss", { version: "2.0", ...NAMESPACES }, channel));
}

/** Builds the requested feeds from the newest `limit` posts; returns file name → content. */
export function buildFeeds(allPosts: FeedPost[], options: FeedOptions): Record<string, string> {
  const posts = newestFirst(allPosts).slice(0, options.limit);
  const blogUrl = `${options.siteUrl}/blog`;
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
    rss: () => rssFeed(posts, options, blogUrl),
    atom: () => feed.atom1(),
    json: () => feed.json1(),
  };
  return Object.fromEntries(enabledFeeds(options.types).map((type) => [FEED_FORMATS[type].file, render[type]()]));
}
