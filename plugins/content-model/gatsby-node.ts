import type { GatsbyNode } from "gatsby";
import { docsModelResolvers } from "./docsResolvers";
import { addContentNodes } from "./mdxFields";
import { contentProblems, formatProblems } from "./preflight";
import { CONTENT_TYPES } from "./schema";
import { sourceContentNodes } from "./sourceNodes";
import { dropCacheAfterDevelop, recordCommand } from "./staleCache";
import { stopBuild } from "./stopBuild";
import { tableOfContentsResolvers } from "./tocResolvers";

// The content model: its checks, types, nodes and resolvers. Gatsby hashes this folder and drops the
// plugin's cache when a file in it changes (docs/decisions/0021-a-change-to-the-code-that-makes-nodes-drops-the-cache.md).

/**
 * Before Gatsby reads anything: a cache that the development server made stale is dropped, and
 * content Gatsby would stumble over stops the build with one message naming each file and line
 * (preflight.ts). DEBUG=1 keeps Gatsby's own reporting of such errors.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  dropCacheAfterDevelop(process.cwd(), process.env.gatsby_executing_command, (message) => reporter.info(message));
  const problems = contentProblems(process.cwd());
  if (problems.length > 0) stopBuild(formatProblems(problems), reporter);
};

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () =>
  recordCommand(process.cwd(), process.env.gatsby_executing_command);

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) =>
  actions.createTypes(CONTENT_TYPES);

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) =>
  createResolvers({ ...docsModelResolvers(), ...tableOfContentsResolvers() });

export const onCreateNode: GatsbyNode["onCreateNode"] = addContentNodes;

export const sourceNodes: GatsbyNode["sourceNodes"] = sourceContentNodes;
