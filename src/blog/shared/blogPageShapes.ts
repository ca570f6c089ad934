/**
 * What the blog's pages receive from the build (plugins/content-model/blogModel.ts computes it once) and render:
 * the shapes both sides share.
 */

import type { ArticleContext } from "../../article/shared/articleContext";

export type ExcerptTag =
  "p" | "a" | "strong" | "em" | "del" | "code" | "pre" | "ul" | "ol" | "li" | "blockquote" | "br" | "hr";

export type ExcerptNode = string | { tag: ExcerptTag; href?: string; children: ExcerptNode[] };

export interface Author {
  key: string;
  name: string;
  title: string;
  url?: string;
}

export interface Pagination {
  page: number;
  pageCount: number;
  skip: number;
  limit: number;
  path: string;
  newer?: string;
  older?: string;
}

export interface PostLink {
  title: string;
  route: string;
}

export interface SidebarGroup {
  /** Empty when the sidebar is not grouped by year. */
  year: string;
  items: PostLink[];
}

export interface PostSummary extends PostLink {
  date: string;
  authors: Author[];
  readingTime: string;
  excerpt: ExcerptNode[];
}

export interface PostPageContext extends ArticleContext {
  id: string;
  authors: Author[];
  readingTime: string;
  newer?: PostLink;
  older?: PostLink;
  recent: SidebarGroup[];
}

export interface ListPageContext {
  pagination: Pagination;
  posts: PostSummary[];
  recent: SidebarGroup[];
}

export interface ArchivePageContext {
  years: Array<{ year: string; items: Array<PostLink & { date: string }> }>;
}

export interface AuthorsPageContext {
  authors: Array<Author & { postCount: number }>;
}
