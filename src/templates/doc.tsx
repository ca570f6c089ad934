import { graphql } from "gatsby";
import { DocPage } from "../components/DocPage";

// Every MDX page compiles this file anew (gatsby-plugin-mdx wraps it once per page), so it holds
// only the query; the page itself lives in DocPage.
export default DocPage;
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
