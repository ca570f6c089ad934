import type { GatsbyNode } from "gatsby";
import path from "node:path";
import { sourceContentNodes } from "./src/node/sourceNodes";
import { createDocPages } from "./src/docs/build/createDocPages";
import { docsModelResolvers } from "./src/docs/build/docsResolvers";
import { addContentNodes } from "./src/node/mdxFields";
import { checkReadmeQueries } from "./src/node/readmeQueries";
import { dropCacheAfterNodeCodeChange, recordNodeCode } from "./src/node/nodeCodeCache";
import { contentProblems, formatProblems } from "./src/node/preflight";
import { CONTENT_TYPES } from "./src/node/schema";
import { dropCacheAfterDevelop, recordCommand } from "./src/node/staleCache";
import { stopBuild } from "./src/node/stopBuild";
import { tableOfContentsResolvers } from "./src/node/tocResolvers";
import { tuneWebpack } from "./src/node/webpackHook";
import { searchFileResolvers } from "./src/search/build/searchFiles";

// Each hook is one call into src/node or a feature's build folder (src/docs/build, src/search/build);
// the logic and its tests live there. The blog's pages and feeds, and the steps after the build, are
// local plugins of their own (plugins/, listed in gatsby-config.ts).

/**
 * Before Gatsby reads anything: a cache that the development server made stale, or whose nodes
 * were made by other code (src/node/nodeCodeCache.ts), is dropped, and content Gatsby would
 * stumble over stops the build with one message naming each file and line
 * (src/node/preflight.ts). DEBUG=1 keeps Gatsby's own reporting of such errors.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const log = (message: string) => reporter.info(message);
  dropCacheAfterDevelop(process.cwd(), process.env.gatsby_executing_command, log);
  dropCacheAfterNodeCodeChange(process.cwd(), log);
  const problems = contentProblems(process.cwd());
  if (problems.length > 0) stopBuild(formatProblems(problems), reporter);
};

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => {
  recordCommand(process.cwd(), process.env.gatsby_executing_command);
  recordNodeCode(process.cwd());
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) =>
  actions.createTypes(CONTENT_TYPES);

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, pathPrefix }) =>
  createResolvers({ ...searchFileResolvers(pathPrefix), ...docsModelResolvers(), ...tableOfContentsResolvers() });

export const onCreateNode: GatsbyNode["onCreateNode"] = addContentNodes;

export const sourceNodes: GatsbyNode["sourceNodes"] = sourceContentNodes;

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
