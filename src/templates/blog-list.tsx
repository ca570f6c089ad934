import { Link, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import type { ListPageContext } from "../blog/shared/blogPageShapes";
import { BlogExcerpt } from "../blog/ui/BlogExcerpt";
import { BlogLayout } from "../blog/ui/BlogLayout";
import { BlogListPaginator } from "../blog/ui/BlogListPaginator";
import { BlogPostHeader } from "../blog/ui/BlogPostHeader";
import { Seo } from "../components/Seo";
import { blogText } from "../i18n/blog";
import * as styles from "./blog.module.css";

function titleOf({ page, pageCount }: ListPageContext["pagination"]): string {
  return page === 1 ? blogText("blog.title") : blogText("blog.pageTitle", { page, count: pageCount });
}

export default function BlogListTemplate({ pageContext }: PageProps<object, ListPageContext>) {
  const { pagination, posts, recent } = pageContext;
  return (
    <BlogLayout recent={recent} path={pagination.path}>
      <h1 className={styles.listHeading}>{titleOf(pagination)}</h1>
      {posts.map((post) => (
        <article key={post.route} className={styles.post}>
          <BlogPostHeader
            title={post.title}
            date={post.date}
            readingTime={post.readingTime}
            authors={post.authors}
            route={post.route}
          />
          <BlogExcerpt nodes={post.excerpt} className={styles.excerpt} />
          <Link
            to={post.route}
            aria-label={blogText("blog.readMoreAbout", { title: post.title })}
            className={styles.readMore}
          >
            {blogText("blog.readMore")}
          </Link>
        </article>
      ))}
      <BlogListPaginator newer={pagination.newer} older={pagination.older} />
    </BlogLayout>
  );
}

export function Head({ pageContext }: HeadProps<object, ListPageContext>) {
  return (
    <Seo
      title={titleOf(pageContext.pagination)}
      description={blogText("blog.description")}
      path={pageContext.pagination.path}
    />
  );
}
