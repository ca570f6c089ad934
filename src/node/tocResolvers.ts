import { siteConfig } from "@site-config";
import { parseMdx } from "./markdown";
import { tableOfContents } from "./tableOfContents";

interface MdxSource {
  body: string;
  fields: { sourcePath: string };
}

/**
 * createResolvers: Mdx.toc (src/node/schema.ts), the page's table of contents with the heading
 * levels of site.config.ts. In the shape the page components read: `{ items }`.
 */
export function tableOfContentsResolvers() {
  return {
    Mdx: {
      toc: {
        resolve: (mdx: MdxSource) => ({
          items: tableOfContents(parseMdx(mdx.body, mdx.fields.sourcePath), siteConfig.tableOfContents),
        }),
      },
    },
  };
}
