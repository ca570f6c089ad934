import type { GatsbyNode } from "gatsby";
import path from "node:path";
import { siteConfig } from "@site-config";
import { versionOf } from "../../src/lib/paths";
import { articleBodyIn, copyArticleBodies } from "./articleBodies";
import { articleStylesOf, articleStylesProblem, type ArticleStyles } from "./articleStyles";
import { readHtml } from "./html";
import { extractLinksAndIds, type PageLinks } from "./linkCheck";
import { htmlFilesUnder, runLinkCheck } from "./linkCheckHook";
import { policyOrigins, secureBuiltPage, writeHeadersFile } from "./securityPolicy";
import { writeRobotsTxt } from "./sitemap";

/**
 * onPostBuild: every built page is parsed once (plugins/post-build/html.ts): what the later steps need of it is
 * kept, and the page gets its security policy, which holds the hashes of its inline scripts (no step
 * after this changes a page's HTML). Then each MDX page's article goes into its page data
 * (plugins/post-build/articleBodies.ts), the articles' classes are checked against the stylesheet
 * (plugins/post-build/articleStyles.ts), robots.txt is written, and the link check (where broken links
 * fail the build) runs over it all, the blog's feeds too: the blog plugin writes them in its own
 * onPostBuild, which runs before this one (gatsby-config.ts lists it first). Last comes `_headers`.
 */
export const finishSite: GatsbyNode["onPostBuild"] = async (args) => {
  const publicDir = path.resolve("public");
  const base = `${args.pathPrefix}/`;
  const origins = policyOrigins(siteConfig.links, versionOf(siteConfig.baseUrl));
  // What the steps below need of each built page, read from its HTML as Gatsby wrote it.
  const facts = new Map<string, { body?: string; styles?: ArticleStyles; links: PageLinks }>();
  const policies: Array<{ address: string; policy: string }> = [];
  try {
    for (const file of htmlFilesUnder(publicDir)) {
      const page = readHtml(publicDir, file);
      facts.set(file, { body: articleBodyIn(page), styles: articleStylesOf(page), links: extractLinksAndIds(page) });
      policies.push(secureBuiltPage(publicDir, page, base, origins));
    }
    const copied = copyArticleBodies(publicDir, (file) => facts.get(file)?.body);
    args.reporter.info(`Article bodies copied into the data of ${copied} pages`);
    const styles = [...facts.values()].flatMap((page) => (page.styles ? [page.styles] : []));
    const stylesProblem = articleStylesProblem(styles, publicDir, base);
    if (stylesProblem) {
      args.reporter.panicOnBuild(stylesProblem);
      return;
    }
  } catch (error) {
    args.reporter.panicOnBuild((error as Error).message);
    return;
  }
  writeRobotsTxt();
  runLinkCheck(args, publicDir, process.cwd(), (file) => facts.get(file)!.links);
  writeHeadersFile(publicDir, base, policies);
};
