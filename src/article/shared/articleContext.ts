/**
 * A page whose article is an MDX file. The build names the file (`source`, relative to the
 * project); the server render compiles it into the page's HTML. After the build the page's data
 * also holds that HTML as `body` (plugins/post-build/articleBodies.ts): the browser shows and hydrates the
 * article from it, so no page ships its MDX as script
 * (docs/decisions/0008-the-article-reaches-the-browser-as-html-not-as-mdx-script.md).
 */
export interface ArticleContext {
  source: string;
  body?: string;
}

/** The attribute that marks the article's body, in the page's HTML and for the build that copies it out. */
export const ARTICLE_BODY = "data-article-body";
