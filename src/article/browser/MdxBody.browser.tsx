// The browser build's MdxBody (src/node/webpackHook.ts): a built page's data holds its article as
// HTML (plugins/post-build/articleBodies.ts), so no MDX is bundled. The components that render the article
// render only on the server, so no other browser code has to import their styles; imported here,
// they stay in the site's stylesheet. Every CSS module of src/article/mdx is imported here (its
// test fails otherwise), and ScrollableTable's for the tables of MDX (src/article/mdx/index.tsx).
// After the build, plugins/post-build/articleStyles.ts fails it when any class of an article is missing from
// the stylesheet, naming the class, a page and the CSS module it comes from.
import "../mdx/styles.module.css";
import "../../components/ScrollableTable/styles.module.css";

/** Reached only when a page's data lacks its article's HTML, which the build writes: a clear error, not a blank article. */
export function articleHtml({ source }: { source: string }): never {
  throw new Error(
    `${source}: the page's data has no article body; build the site again (plugins/post-build/articleBodies.ts)`,
  );
}

/** The server's renderer, never reached in the browser build (src/article/browser/ArticleBody.tsx). */
export const MdxBody = articleHtml;
