import { graphql, type PageProps } from "gatsby";
import React from "react";
import { ArticleBody } from "../components/ArticleBody";
import { BlogPost } from "../components/BlogPost";
import type { PostPageContext } from "../lib/blogPages";

/** Every post: one template for all, whose article comes from the page's context (src/lib/article.ts). */
export default function BlogPostTemplate(props: PageProps<Queries.BlogPostPageQuery, PostPageContext>) {
  return (
    <BlogPost {...props}>
      <ArticleBody context={props.pageContext} route={props.data.blogPost!.route} />
    </BlogPost>
  );
}
export { BlogPostHead as Head } from "../components/BlogPost";

// The page's BlogPost node (src/node/schema.ts), by the id src/node/blogPages.ts puts in the page's context.
export const query = graphql`
  query BlogPostPage($id: String!) {
    blogPost(id: { eq: $id }) {
      title
      description
      route
      date
      mdx {
        # Mdx.toc (src/node/tocResolvers.ts), under the name the page components read.
        tableOfContents: toc
      }
    }
  }
`;
