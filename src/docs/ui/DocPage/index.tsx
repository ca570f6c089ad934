/** A doc page around its article's body, which the template passes as children (src/templates/doc.tsx). */
import type { HeadProps, PageProps } from "gatsby";
import React from "react";
import type { ArticleContext } from "../../../article/shared/articleContext";
import type { Crumb } from "../../shared/sidebarShapes";
import { Breadcrumbs } from "../Breadcrumbs";
import { ComponentMeta } from "./ComponentMeta";
import { HISTORY_ID, type ComponentHistoryData } from "../../../article/shared/historyShapes";
import { InlineTitle } from "./InlineTitle";
import * as styles from "./styles.module.css";
import { DocSidebar } from "../DocSidebar";
import { Pager } from "../../../components/Pager";
import { Seo } from "../../../components/Seo";
import { TableOfContents, type TocItem } from "../../../components/TableOfContents";
import { useDocSidebar } from "../useDocSidebar";
import { docsText } from "../../../i18n/docs";

/** Worked out at build time by src/docs/build/createDocPages.ts. */
export type DocPageContext = ArticleContext & {
  id: string;
  headTitle?: string;
  crumbs: Crumb[];
  previous?: Crumb;
  next?: Crumb;
  /** A component page's releases, up to the synced one; none on other pages. */
  history?: ComponentHistoryData;
};

export function DocPage({
  data,
  children,
  pageContext,
}: Omit<PageProps<Queries.DocPageQuery, DocPageContext>, "children"> & { children: React.ReactNode }) {
  const { title, status, implementations, route: path, mdx } = data.doc!;
  const sidebar = useDocSidebar();
  const { crumbs, previous, next, history } = pageContext;
  const articleToc = ((mdx.tableOfContents as { items?: TocItem[] } | null)?.items ?? []) as TocItem[];
  const toc = history?.entries.length
    ? [...articleToc, { url: `#${HISTORY_ID}`, title: docsText("history.title") }]
    : articleToc;
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
          {children}
        </article>
        {/* "Vorige" and "Volgende" in sidebar order. */}
        <Pager
          label={docsText("paginator.label")}
          previous={previous && { ...previous, kind: docsText("paginator.previous") }}
          next={next && { ...next, kind: docsText("paginator.next") }}
        />
      </div>
      <div className={styles.toc}>
        <TableOfContents items={toc} />
      </div>
    </div>
  );
}

export function DocHead({ data, pageContext }: HeadProps<Queries.DocPageQuery, DocPageContext>) {
  const doc = data.doc!;
  // An unlisted doc asks search engines to leave it out, which keeps it out of the sitemap too (plugins/post-build/sitemap.ts).
  return (
    <Seo
      title={pageContext.headTitle ?? doc.title}
      description={doc.description ?? undefined}
      path={doc.route}
      noindex={doc.unlisted}
    />
  );
}
