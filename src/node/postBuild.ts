import type { GatsbyNode } from "gatsby";
import path from "node:path";
import { siteConfig } from "../../site.config";
import { versionOf } from "../lib/paths";
import { writeBlogFeeds } from "./blogPages";
import { htmlFilesUnder, linkCheckOnPostBuild } from "./linkCheckHook";
import { applySecurityPolicy, policyOrigins } from "./securityPolicy";
import { writeRobotsTxt } from "./sitemap";

const checkLinks = linkCheckOnPostBuild();

/**
 * onPostBuild: robots.txt and the feeds first, so the link check (where broken links fail the
 * build) sees them too; last, once every page is final, the security policy, which holds the
 * hashes of each page's inline scripts.
 */
export const finishSite: GatsbyNode["onPostBuild"] = async (args, options) => {
  writeRobotsTxt();
  await writeBlogFeeds!(args, options, () => undefined);
  await checkLinks!(args, options, () => undefined);
  const publicDir = path.resolve("public");
  applySecurityPolicy(
    publicDir,
    htmlFilesUnder(publicDir),
    `${args.pathPrefix}/`,
    policyOrigins(siteConfig.links, versionOf(siteConfig.baseUrl)),
  );
};
