// The browser build's MdxBody (src/node/webpackHook.ts): a built page's data holds its article as
// HTML (src/node/articleBodies.ts), so no MDX is bundled. These styles belong to the components
// that render the article on the server; imported here, they stay in the site's stylesheet.
import "../Mdx/styles.module.css";
import "../ScrollableTable/styles.module.css";

/** Reached only when a page's data lacks its article's HTML, which the build writes: a clear error, not a blank article. */
export function articleHtml({ source }: { source: string }): never {
  throw new Error(`${source}: the page's data has no article body; build the site again (src/node/articleBodies.ts)`);
}

/** The server's renderer, never reached in the browser build (src/components/ArticleBody/index.tsx). */
export const MdxBody = articleHtml;
