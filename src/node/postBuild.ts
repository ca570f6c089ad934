import type { GatsbyNode } from "gatsby";
import path from "node:path";
import { siteConfig } from "../../site.config";
import { versionOf } from "../lib/paths";
import { copyArticleBodies } from "./articleBodies";
import { writeBlogFeeds } from "./blogPages";
import { htmlFilesUnder, linkCheckOnPostBuild } from "./linkCheckHook";
import { mdxInBrowserProblem } from "./mdxInBrowser";
import { applySecurityPolicy, policyOrigins } from "./securityPolicy";
import { writeRobotsTxt } from "./sitemap";

const checkLinks = linkCheckOnPostBuild();

/**
 * onPostBuild: first a check that no browser script holds compiled MDX (src/node/mdxInBrowser.ts);
 * then each MDX page's article into its page data (src/node/articleBodies.ts); then
 * robots.txt and the feeds, so the link check (where broken links fail the build) sees them too;
 * last, once every page is final, the security policy, which holds the hashes of each page's
 * inline scripts.
 */
export const finishSite: GatsbyNode["onPostBuild"] = async (args, options) => {
  const publicDir = path.resolve("public");
  // No browser script may hold compiled MDX: the article reaches the browser as HTML.
  const mdxInBrowser = mdxInBrowserProblem(publicDir);
  if (mdxInBrowser) {
    args.reporter.panicOnBuild(mdxInBrowser);
    return;
  }
  try {
    args.reporter.info(`Article bodies copied into the data of ${copyArticleBodies(publicDir)} pages`);
  } catch (error) {
    args.reporter.panicOnBuild((error as Error).message);
    return;
  }
  writeRobotsTxt();
  await writeBlogFeeds!(args, options, () => undefined);
  await checkLinks!(args, options, () => undefined);
  applySecurityPolicy(
    publicDir,
    htmlFilesUnder(publicDir),
    `${args.pathPrefix}/`,
    policyOrigins(siteConfig.links, versionOf(siteConfig.baseUrl)),
  );
};
