import { MDXProvider } from "@mdx-js/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import React, { useMemo } from "react";
import type { ComponentMeta as ApiMeta } from "../build/componentApi";
import { breadcrumbs, getSidebar, paginator } from "../build/sidebar";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { ComponentMeta } from "../components/DocPage/ComponentMeta";
import { InlineTitle } from "../components/DocPage/InlineTitle";
import * as styles from "../components/DocPage/styles.module.css";
import { DocPaginator } from "../components/DocPaginator";
import { DocSidebar } from "../components/DocSidebar";
import { mdxComponents } from "../components/mdx";
import { DocContext } from "../components/mdx/DocContext";
import { Seo } from "../components/Seo";
import { TableOfContents, type TocItem } from "../components/TableOfContents";
import { useDocsVersion } from "../hooks/useDocsVersion";

type Context = { id: string; componentApi: ApiMeta[]; headTitle?: string };

export default function DocTemplate({ data, children, pageContext }: PageProps<Queries.DocPageQuery, Context>) {
  const mdx = data.mdx!;
  const { title, status, implementations } = mdx.frontmatter;
  const path = mdx.fields.route;
  const sidebar = getSidebar(useDocsVersion().sidebars, "docs");
  const { previous, next } = paginator(sidebar, path);
  const toc = ((mdx.tableOfContents as { items?: TocItem[] } | null)?.items ?? []) as TocItem[];
  const context = useMemo(
    () => ({ title, implementations: [...(implementations ?? [])], componentApi: pageContext.componentApi }),
    [title, implementations, pageContext.componentApi],
  );
  return (
    <div className={styles.page}>
      <div className={styles.sidebar}>
        <DocSidebar sidebar={sidebar} path={path} />
      </div>
      <div className={styles.content}>
        <article>
          <Breadcrumbs crumbs={breadcrumbs(sidebar, path, title)} path={path} />
          <h1>
            <InlineTitle text={title} />
          </h1>
          <ComponentMeta status={status} implementations={implementations} />
          <DocContext.Provider value={context}>
            <MDXProvider components={mdxComponents}>{children}</MDXProvider>
          </DocContext.Provider>
        </article>
        <DocPaginator previous={previous} next={next} />
      </div>
      <div className={styles.toc}>
        <TableOfContents items={toc} />
      </div>
    </div>
  );
}

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
      tableOfContents(maxDepth: 3)
    }
  }
`;

export function Head({ data, pageContext }: HeadProps<Queries.DocPageQuery, Context>) {
  const mdx = data.mdx!;
  return <Seo title={pageContext.headTitle ?? mdx.frontmatter.title} description={mdx.frontmatter.description ?? undefined} path={mdx.fields.route} />;
}
