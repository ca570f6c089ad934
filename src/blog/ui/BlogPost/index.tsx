/** A blog post around its article's body, which the template passes as children (src/templates/blog-post.tsx). */
import type { HeadProps, PageProps } from "gatsby";
import React from "react";
import type { PostPageContext } from "../../shared/blogPageShapes";
import { BlogLayout } from "../BlogLayout";
import { BlogPostHeader } from "../BlogPostHeader";
import { Pager } from "../../../components/Pager";
import { Seo } from "../../../components/Seo";
import { TableOfContents, type TocItem } from "../../../components/TableOfContents";
import { blogText } from "../../../i18n/blog";

export function BlogPost({
  data,
  children,
  pageContext,
}: Omit<PageProps<Queries.BlogPostPageQuery, PostPageContext>, "children"> & { children: React.ReactNode }) {
  const post = data.blogPost!;
  const toc = ((post.mdx.tableOfContents as { items?: TocItem[] } | null)?.items ?? []) as TocItem[];
  const { newer, older } = pageContext;
  return (
    <BlogLayout
      recent={pageContext.recent}
      path={post.route}
      aside={toc.length > 0 ? <TableOfContents items={toc} /> : undefined}
    >
      <article>
        <BlogPostHeader
          title={post.title}
          date={post.date}
          readingTime={pageContext.readingTime}
          authors={pageContext.authors}
        />
        {children}
      </article>
      <Pager
        label={blogText("blog.postNavigation")}
        previous={newer && { label: newer.title, href: newer.route, kind: blogText("blog.newerPost") }}
        next={older && { label: older.title, href: older.route, kind: blogText("blog.olderPost") }}
      />
    </BlogLayout>
  );
}

export function BlogPostHead({ data, pageContext }: HeadProps<Queries.BlogPostPageQuery, PostPageContext>) {
  const post = data.blogPost!;
  return (
    <Seo title={post.title} description={post.description ?? undefined} path={post.route}>
      <meta property="article:published_time" content={post.date} />
      {pageContext.authors.map((author) => (
        <meta key={author.key} property="article:author" content={author.name} />
      ))}
    </Seo>
  );
}
