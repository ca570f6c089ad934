import type { GatsbyNode } from "gatsby";
import path from "node:path";
import { MDX_TYPE } from "./plugins/content-model/schema";
import { createDocPages } from "./src/docs/build/createDocPages";
import { checkReadmeQueries } from "./src/node/readmeQueries";
import { tuneWebpack } from "./src/node/webpackHook";
import { searchFileResolvers } from "./src/search/build/searchFiles";

// The content model, the blog and the steps after the build are local plugins (plugins/, listed in
// gatsby-config.ts); each hook here is one call into a feature's build folder or src/node.

// The content model's view of gatsby-plugin-mdx's Mdx type; the rest of the model is the content-model plugin's.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) =>
  actions.createTypes(MDX_TYPE);

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, pathPrefix }) =>
  createResolvers(searchFileResolvers(pathPrefix));

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  await createDocPages({ graphql, actions, reporter });
  // The test build (npm run build:test, in npm test) checks the example queries of docs/authors.md and
  // adds the pages that only the browser tests need; a production build neither reads that guide nor has them.
  if (process.env.GATSBY_TEST_PAGES === "true") {
    await checkReadmeQueries({ graphql, reporter });
    actions.createPage({ path: "/test/crash", component: path.resolve("src/templates/crash-test.tsx"), context: {} });
  }
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = tuneWebpack;
