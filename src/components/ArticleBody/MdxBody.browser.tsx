// The browser build's MdxBody (src/node/webpackHook.ts): a built page's data holds its article as
// HTML (src/node/articleBodies.ts), so no MDX is bundled. The components that render the article
// render only on the server, so no other browser code has to import their styles; imported here,
// they stay in the site's stylesheet. Every CSS module of src/components/Mdx is imported here (its
// test fails otherwise), and ScrollableTable's for the tables of MDX (src/components/Mdx/index.tsx).
// After the build, src/node/articleStyles.ts fails it when any class of an article is missing from
// the stylesheet, naming the class, a page and the CSS module it comes from.
import "../Mdx/styles.module.css";
import "../ScrollableTable/styles.module.css";

/** Reached only when a page's data lacks its article's HTML, which the build writes: a clear error, not a blank article. */
export function articleHtml({ source }: { source: string }): never {
  throw new Error(`${source}: the page's data has no article body; build the site again (src/node/articleBodies.ts)`);
}

/** The server's renderer, never reached in the browser build (src/components/ArticleBody/index.tsx). */
export const MdxBody = articleHtml;
