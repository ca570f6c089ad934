import { graphql } from "gatsby";
import { BlogPost } from "../components/BlogPost";

// Every post compiles this file anew (gatsby-plugin-mdx wraps it once per post), so it holds only
// the query; the page itself lives in BlogPost.
export default BlogPost;
export { BlogPostHead as Head } from "../components/BlogPost";

export const query = graphql`
  query BlogPostPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
      }
      fields {
        route
        date
      }
      # Mdx.toc (src/node/tocResolvers.ts), under the name the page components read.
      tableOfContents: toc
    }
  }
`;
