import { Link } from "gatsby";
import React from "react";
import { translate } from "../../i18n/messages";
import * as styles from "./styles.module.css";

/** "Nieuwere items" / "Oudere items" between the blog's list pages. */
export function BlogListPaginator({ newer, older }: { newer?: string; older?: string }) {
  if (!newer && !older) return null;
  return (
    <nav aria-label={translate("blog.listNavigation")} className={styles.pager}>
      {newer && (
        <Link to={newer} className={styles.link} rel="prev">
          <span aria-hidden="true">« </span>
          {translate("blog.newerEntries")}
        </Link>
      )}
      {older && (
        <Link to={older} className={`${styles.link} ${styles.older}`} rel="next">
          {translate("blog.olderEntries")}
          <span aria-hidden="true"> »</span>
        </Link>
      )}
    </nav>
  );
}
