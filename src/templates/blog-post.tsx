import { MDXProvider } from "@mdx-js/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import type { PostPageContext } from "../build/blogModel";
import { BlogLayout } from "../components/BlogLayout";
import { BlogPostHeader } from "../components/BlogPostHeader";
import { Pager } from "../components/DocPaginator";
import { mdxComponents } from "../components/mdx";
import { Seo } from "../components/Seo";
import { TableOfContents, type TocItem } from "../components/TableOfContents";
import { translate } from "../i18n/messages";

export default function BlogPostTemplate({ data, children, pageContext }: PageProps<Queries.BlogPostPageQuery, PostPageContext>) {
  const mdx = data.mdx!;
  const toc = ((mdx.tableOfContents as { items?: TocItem[] } | null)?.items ?? []) as TocItem[];
  const { newer, older } = pageContext;
  return (
    <BlogLayout recent={pageContext.recent} path={mdx.fields.route} aside={toc.length > 0 ? <TableOfContents items={toc} /> : undefined}>
      <article>
        <BlogPostHeader title={mdx.frontmatter.title} date={mdx.fields.date!} readingTime={pageContext.readingTime} authors={pageContext.authors} />
        <MDXProvider components={mdxComponents}>{children}</MDXProvider>
      </article>
      <Pager
        label={translate("blog.postNavigation")}
        previous={newer && { label: newer.title, href: newer.route, kind: translate("blog.newerPost") }}
        next={older && { label: older.title, href: older.route, kind: translate("blog.olderPost") }}
      />
    </BlogLayout>
  );
}

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
      tableOfContents(maxDepth: 3)
    }
  }
`;

export function Head({ data, pageContext }: HeadProps<Queries.BlogPostPageQuery, PostPageContext>) {
  const mdx = data.mdx!;
  return (
    <Seo title={mdx.frontmatter.title} description={mdx.frontmatter.description ?? undefined} path={mdx.fields.route}>
      <meta property="article:published_time" content={mdx.fields.date!} />
      {pageContext.authors.map((author) => (
        <meta key={author.key} property="article:author" content={author.name} />
      ))}
    </Seo>
  );
}
