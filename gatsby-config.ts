import type { GatsbyConfig } from "gatsby";
import path from "node:path";
import remarkGfm from "remark-gfm";
import rehypeSlug from "rehype-slug";
import { siteConfig } from "@site-config";
import { pathPrefixOf, siteUrlOf } from "./src/lib/paths";
import { answerPlaygroundFrames } from "./src/node/developServer";
import { validateConfig } from "./src/node/validateConfig";
import rehypeHighlight from "./src/node/rehypeHighlight";
import remarkMarkdownLinks from "./src/node/remarkMarkdownLinks";
import { sitemapOptions } from "./plugins/post-build/sitemap";
import { localSearchPlugin } from "./src/search/build/searchIndex";

// Fail before any work when the configuration is wrong; the error names the field.
validateConfig(siteConfig);

const config: GatsbyConfig = {
  pathPrefix: pathPrefixOf(siteConfig.baseUrl),
  // "ignore" keeps `gatsby serve --prefix-paths` from redirecting to unprefixed paths.
  trailingSlash: "ignore",
  developMiddleware: answerPlaygroundFrames(siteConfig.links.playgroundFrames),
  // Types for the queries, written by every build (src/gatsby-types.d.ts is committed). Not in
  // `gatsby develop`, where Gatsby would write them again after every edit of the content, beside
  // the work that shows the edit
  // (docs/decisions/0025-the-development-server-shows-the-mdx-as-it-is-after-any-build.md).
  graphqlTypegen:
    process.env.gatsby_executing_command === "develop"
      ? false
      : { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: siteUrlOf(siteConfig),
  },
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "docs", path: path.resolve("content/docs") } },
    // The test build (npm run build:test) adds docs that only the browser tests need, each unlisted:
    // e2e/content/test/zelfverwijzing.mdx links to itself. A production build has none of them.
    ...(process.env.GATSBY_TEST_PAGES === "true"
      ? [{ resolve: "gatsby-source-filesystem", options: { name: "docs", path: path.resolve("e2e/content") } }]
      : []),
    { resolve: "gatsby-source-filesystem", options: { name: "blog", path: path.resolve("content/blog") } },
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx", ".md"],
        mdxOptions: {
          remarkPlugins: [
            remarkGfm,
            [remarkMarkdownLinks, { docsDir: path.resolve("content/docs"), blogDir: path.resolve("content/blog") }],
          ],
          rehypePlugins: [rehypeSlug, rehypeHighlight],
        },
      },
    },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
    localSearchPlugin(siteConfig),
    // Local plugins (plugins/). Gatsby runs each hook in this order, the site's gatsby-node.ts last:
    // the content model makes its nodes first, and the blog writes its feeds after the build before the
    // post-build plugin checks every link. Not "content": Gatsby takes a plugin name that is also a path
    // from the project (the content/ folder) for no local plugin
    // (node_modules/gatsby/dist/bootstrap/load-plugins/utils/check-local-plugin.js).
    "content-model",
    "blog",
    "post-build",
  ],
};

export default config;
