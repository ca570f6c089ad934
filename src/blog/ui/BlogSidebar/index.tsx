import { Link } from "gatsby";
import React from "react";
import type { SidebarGroup } from "../../shared/blogPageShapes";
import { blogText } from "../../../i18n/blog";
import * as styles from "./styles.module.css";

/** "Recente berichten": the newest posts under year headings; the current post is marked. */
export function BlogSidebar({ groups, path }: { groups: SidebarGroup[]; path: string }) {
  return (
    <nav aria-label={blogText("blog.sidebarLabel")} className={styles.sidebar}>
      <h2 className={styles.title}>{blogText("blog.recentPosts")}</h2>
      {groups.map((group) => (
        <div key={group.year || "all"} className={styles.group}>
          {group.year && <h3 className={styles.year}>{group.year}</h3>}
          <ul className={styles.list}>
            {group.items.map((item) => (
              <li key={item.route}>
                <Link to={item.route} className={styles.link} aria-current={item.route === path ? "page" : undefined}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {/* The archive and authors pages have no other way in. */}
      <ul className={`${styles.list} ${styles.more}`}>
        <li>
          <Link to="/blog/archive" className={styles.link}>
            {blogText("blog.archive")}
          </Link>
        </li>
        <li>
          <Link to="/blog/authors" className={styles.link}>
            {blogText("blog.authors")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
