import { graphql, type PageProps } from "gatsby";
import React from "react";
import { ArticleBody } from "../components/ArticleBody";
import { DocPage, type DocPageContext } from "../components/DocPage";

/** Every doc page: one template for all, whose article comes from the page's context (src/lib/article.ts). */
export default function DocTemplate(props: PageProps<Queries.DocPageQuery, DocPageContext>) {
  const { frontmatter, fields } = props.data.mdx!;
  const doc = {
    title: frontmatter.title,
    route: fields.route,
    implementations: [...(frontmatter.implementations ?? [])],
  };
  return (
    <DocPage {...props}>
      <ArticleBody context={props.pageContext} route={fields.route} doc={doc} />
    </DocPage>
  );
}
export { DocHead as Head } from "../components/DocPage";

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        status
        implementations
      }
      fields {
        route
      }
      # Mdx.toc (src/node/tocResolvers.ts), under the name the page components read.
      tableOfContents: toc
    }
  }
`;
