/**
 * The blog's feeds, named once: the build writes the files (src/blog/build/feedFiles.ts, src/blog/build/createBlogPages.ts)
 * and every page's head links them (gatsby-ssr.tsx). Pure, so both sides can import it.
 */
import { blogText } from "../../i18n/blog";
import type { FeedType, FeedTypesSetting } from "../../types/config";

export type { FeedType } from "../../types/config";

interface FeedFormat {
  /** File name inside FEED_DIRECTORY. */
  file: string;
  /** The media type a `<link rel="alternate">` announces. */
  mediaType: string;
  /** How the format is named in the link title. */
  name: string;
}

/** In the order the head links them. */
export const FEED_FORMATS: Record<FeedType, FeedFormat> = {
  rss: { file: "rss.xml", mediaType: "application/rss+xml", name: "RSS" },
  atom: { file: "atom.xml", mediaType: "application/atom+xml", name: "Atom" },
  json: { file: "feed.json", mediaType: "application/feed+json", name: "JSON Feed" },
};

export const FEED_TYPES = Object.keys(FEED_FORMATS) as FeedType[];

/** Where the feeds live, below the base path: next to the blog's own pages. */
export const FEED_DIRECTORY = "/blog";

/** The feeds the setting asks for, in FEED_FORMATS order. */
export function enabledFeeds(setting: FeedTypesSetting): FeedType[] {
  return FEED_TYPES.filter((type) => setting === "all" || setting.includes(type));
}

/** The feed's address below the base path, such as `/blog/rss.xml`. */
export function feedPath(type: FeedType): string {
  return `${FEED_DIRECTORY}/${FEED_FORMATS[type].file}`;
}

/** The title of the feed's `<link rel="alternate">`, such as "DSO Toolkit blog (RSS)". */
export function feedLinkTitle(siteTitle: string, type: FeedType): string {
  return blogText("blog.feedLinkTitle", { site: siteTitle, format: FEED_FORMATS[type].name });
}
