/** The doc page template's body; the template file itself stays thin, see src/templates/doc.tsx. */
import { MDXProvider } from "@mdx-js/react";
import type { HeadProps, PageProps } from "gatsby";
import React, { useMemo } from "react";
import type { WebComponent } from "../../lib/componentApi";
import type { Crumb } from "../../lib/sidebar";
import { Breadcrumbs } from "../Breadcrumbs";
import { ComponentMeta } from "./ComponentMeta";
import { InlineTitle } from "./InlineTitle";
import * as styles from "./styles.module.css";
import { DocPaginator } from "./DocPaginator";
import { DocSidebar } from "../DocSidebar";
import { mdxComponents } from "../Mdx";
import { DocContext } from "../Mdx/DocContext";
import { Seo } from "../Seo";
import { TableOfContents, type TocItem } from "../TableOfContents";
import { useDocSidebar } from "../../hooks/useDocSidebar";

/** Worked out at build time by src/node/docPages.ts. */
type Context = {
  id: string;
  componentApi: WebComponent[];
  headTitle?: string;
  crumbs: Crumb[];
  previous?: Crumb;
  next?: Crumb;
};

export function DocPage({ data, children, pageContext }: PageProps<Queries.DocPageQuery, Context>) {
  const mdx = data.mdx!;
  const { title, status, implementations } = mdx.frontmatter;
  const path = mdx.fields.route;
  const sidebar = useDocSidebar();
  const { crumbs, previous, next } = pageContext;
  const toc = ((mdx.tableOfContents as { items?: TocItem[] } | null)?.items ?? []) as TocItem[];
  const context = useMemo(
    () => ({
      title,
      route: path,
      implementations: [...(implementations ?? [])],
      componentApi: pageContext.componentApi,
    }),
    [title, path, implementations, pageContext.componentApi],
  );
  return (
    <div className={styles.page}>
      <div className={styles.sidebar}>
        <DocSidebar sidebar={sidebar} path={path} />
      </div>
      <div className={styles.content}>
        <article>
          <Breadcrumbs crumbs={crumbs} path={path} />
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

export function DocHead({ data, pageContext }: HeadProps<Queries.DocPageQuery, Context>) {
  const mdx = data.mdx!;
  return (
    <Seo
      title={pageContext.headTitle ?? mdx.frontmatter.title}
      description={mdx.frontmatter.description ?? undefined}
      path={mdx.fields.route}
    />
  );
}
