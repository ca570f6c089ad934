import { Link } from "gatsby";
import React from "react";
import { blogText } from "../../../i18n/blog";
import * as styles from "./styles.module.css";

/** "Nieuwere items" / "Oudere items" between the blog's list pages. */
export function BlogListPaginator({ newer, older }: { newer?: string; older?: string }) {
  if (!newer && !older) return null;
  return (
    <nav aria-label={blogText("blog.listNavigation")} className={styles.pager}>
      {newer && (
        <Link to={newer} className={styles.link} rel="prev">
          <span aria-hidden="true">« </span>
          {blogText("blog.newerEntries")}
        </Link>
      )}
      {older && (
        <Link to={older} className={`${styles.link} ${styles.older}`} rel="next">
          {blogText("blog.olderEntries")}
          <span aria-hidden="true"> »</span>
        </Link>
      )}
    </nav>
  );
}
