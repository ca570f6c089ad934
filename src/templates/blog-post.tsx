import { graphql, type PageProps } from "gatsby";
import React from "react";
import { ArticleBody } from "../article/browser/ArticleBody";
import { BlogPost } from "../blog/ui/BlogPost";
import type { PostPageContext } from "../blog/shared/blogPageShapes";

/** Every post: one template for all, whose article comes from the page's context (src/article/shared/articleContext.ts). */
export default function BlogPostTemplate(props: PageProps<Queries.BlogPostPageQuery, PostPageContext>) {
  return (
    <BlogPost {...props}>
      <ArticleBody context={props.pageContext} route={props.data.blogPost!.route} />
    </BlogPost>
  );
}
export { BlogPostHead as Head } from "../blog/ui/BlogPost";

// The page's BlogPost node (plugins/content-model/schema.ts), by the id src/blog/build/createBlogPages.ts puts in the page's context.
export const query = graphql`
  query BlogPostPage($id: String!) {
    blogPost(id: { eq: $id }) {
      title
      description
      route
      date
      mdx {
        # Mdx.toc (plugins/content-model/tocResolvers.ts), under the name the page components read.
        tableOfContents: toc
      }
    }
  }
`;
