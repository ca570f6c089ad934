import React from "react";
import type { SidebarGroup } from "../../shared/blogPageShapes";
import { BlogSidebar } from "../BlogSidebar";
import * as styles from "./styles.module.css";

interface Props {
  recent: SidebarGroup[];
  /** Current route below the base path. */
  path: string;
  /** A post's table of contents, in the right-hand column. */
  aside?: React.ReactNode;
  children: React.ReactNode;
}

/**
 * Sidebar, content and optional table of contents side by side. The content comes first in the
 * page, so that on a phone a post starts with its title and the sidebar follows it (the grid puts
 * the sidebar back on the left on wider screens); no menu is needed to reach it.
 */
export function BlogLayout({ recent, path, aside, children }: Props) {
  return (
    <div className={aside ? `${styles.page} ${styles.withAside}` : styles.page}>
      <div className={styles.content}>{children}</div>
      <div className={styles.sidebar}>
        <BlogSidebar groups={recent} path={path} />
      </div>
      {aside && <div className={styles.aside}>{aside}</div>}
    </div>
  );
}
