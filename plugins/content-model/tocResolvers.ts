import { siteConfig } from "@site-config";
import { analyseBody } from "./mdxAnalysis";
import { tableOfContents } from "./tableOfContents";

/**
 * createResolvers: Mdx.toc (plugins/content-model/schema.ts), the page's table of contents with the heading
 * levels of site.config.ts. In the shape the page components read: `{ items }`. The tree is the
 * page's one analysis (plugins/content-model/mdxAnalysis.ts), which the check before the build already made.
 */
export function tableOfContentsResolvers() {
  return {
    Mdx: {
      toc: {
        resolve: (mdx: { body: string; fields: { sourcePath: string } }) => ({
          items: tableOfContents(analyseBody(mdx.body, mdx.fields.sourcePath).tree, siteConfig.tableOfContents),
        }),
      },
    },
  };
}
