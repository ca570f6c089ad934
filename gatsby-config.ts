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
  // Besides the page components' queries, Gatsby types the named queries of the graphql() calls in the files named
  // here: the plugins' gatsby-node.ts and the features' build folders, where createPages queries
  // (src/docs/build/createDocPages.ts, src/blog/build/createBlogPages.ts).
  graphqlTypegen:
    process.env.gatsby_executing_command === "develop"
      ? false
      : {
          generateOnBuild: true,
          typesOutputPath: "src/gatsby-types.d.ts",
          documentSearchPaths: ["./gatsby-node.ts", "./plugins/**/gatsby-node.ts", "./src/**/build/*.ts"],
        },
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
    // Not in plugins/search: Gatsby 5 reads no gatsby-config.ts of a local plugin
    // (docs/decisions/0036-features-as-local-gatsby-plugins.md).
    localSearchPlugin(siteConfig),
    // Local plugins (plugins/), which hold the build hooks; the site's gatsby-node.ts keeps only the Mdx type.
    // Gatsby runs each hook in this order, the site's last: the content model makes its nodes first, the
    // webpack tuning comes after gatsby-plugin-mdx, whose loader rule it changes, and the blog writes its
    // feeds after the build before the post-build plugin checks every link. Not "content" nor "docs":
    // Gatsby takes a plugin name that is also a path from the project (the content/ and docs/ folders)
    // for no local plugin (node_modules/gatsby/dist/bootstrap/load-plugins/utils/check-local-plugin.js).
    "content-model",
    "search",
    "blog",
    "doc-pages",
    "test-build",
    "webpack-tuning",
    "post-build",
  ],
};

export default config;
