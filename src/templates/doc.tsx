import { graphql, type PageProps } from "gatsby";
import React from "react";
import { ArticleBody } from "../article/browser/ArticleBody";
import { DocPage, type DocPageContext } from "../docs/ui/DocPage";

/** Every doc page: one template for all, whose article comes from the page's context (src/article/shared/articleContext.ts). */
export default function DocTemplate(props: PageProps<Queries.DocPageQuery, DocPageContext>) {
  const { title, route, implementations } = props.data.doc!;
  return (
    <DocPage {...props}>
      <ArticleBody
        context={props.pageContext}
        route={route}
        doc={{ title, route, implementations: [...implementations], history: props.pageContext.history }}
      />
    </DocPage>
  );
}
export { DocHead as Head } from "../docs/ui/DocPage";

// The page's Doc node (plugins/content-model/schema.ts), by the id src/docs/build/createDocPages.ts puts in the page's context.
export const query = graphql`
  query DocPage($id: String!) {
    doc(id: { eq: $id }) {
      title
      description
      status
      implementations
      route
      unlisted
      mdx {
        # Mdx.toc (plugins/content-model/tocResolvers.ts), under the name the page components read.
        tableOfContents: toc
      }
    }
  }
`;
