/** @jest-environment node */
import { describeFeatureLayers } from "../../__fixtures__/importGraph";

/**
 * The shape of src/article, a page's MDX article (README, "Code"). Imports go one way:
 * browser → mdx → islands → shared, and browser → islands; build → shared.
 * - shared: what every part reads: the page context, the component API's shapes, the MDX
 *   components' names and the React context of a doc page;
 * - islands: the parts with behaviour (registry, live example, versions list, copy button): the
 *   markup the server renders and the code the browser runs;
 * - mdx: the MDX components and the server's renderer (MdxBody.tsx); they never reach the browser;
 * - browser: ArticleBody, its click handler, and MdxBody.browser.tsx, which the browser build puts
 *   in place of mdx/MdxBody.tsx (src/node/webpackHook.ts);
 * - build: Node at build time (the HTML into the page data, the checks of the built scripts, the
 *   examples and component API a page asks for).
 * One exception: the copy button (islands/copyButton.tsx) draws itself with the code block's
 * stylesheet, mdx/styles.module.css, where its class sits beside the block's.
 * The article imports no other feature, and nothing in it imports in a circle.
 */
const ARTICLE = "src/article";
const RULES = {
  parts: {
    shared: [],
    islands: ["shared", "mdx/styles.module.css"],
    mdx: ["islands", "shared"],
    browser: ["mdx", "islands", "shared"],
    build: ["shared"],
  },
  features: [],
};

describeFeatureLayers(ARTICLE, RULES, 30);
