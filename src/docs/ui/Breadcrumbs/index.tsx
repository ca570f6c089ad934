import { Link } from "gatsby";
import React from "react";
import type { Crumb } from "../../shared/sidebarShapes";
import { docsText } from "../../../i18n/docs";
import * as styles from "./styles.module.css";

/** Home, each category, then the page; the separator is drawn by CSS so screen readers skip it. */
export function Breadcrumbs({ crumbs, path }: { crumbs: Crumb[]; path: string }) {
  return (
    <nav aria-label={docsText("breadcrumbs.label")} className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to="/" aria-label={docsText("breadcrumbs.home")} className={styles.home}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M12 3l9 8h-3v9h-5v-6h-2v6H6v-9H3z" />
            </svg>
          </Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.href && crumb.href !== path ? (
              <Link to={crumb.href}>{crumb.label}</Link>
            ) : (
              <span aria-current={crumb.href === path ? "page" : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
