import { Link, type PageProps } from "gatsby";
import React from "react";
import { dutchDate } from "../lib/dates";
import type { ArchivePageContext } from "../blog/shared/blogPageShapes";
import { Seo } from "../components/Seo";
import { blogText } from "../i18n/blog";
import * as styles from "./blog.module.css";

/** Every post, one heading per year, newest first: "{d MMMM yyyy} - {title}". */
export default function BlogArchiveTemplate({ pageContext }: PageProps<object, ArchivePageContext>) {
  return (
    <div className={styles.narrow}>
      <h1>{blogText("blog.archive")}</h1>
      <p>{blogText("blog.archiveDescription")}</p>
      {pageContext.years.map(({ year, items }) => (
        <section key={year} aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`}>{year}</h2>
          <ul className={styles.archiveList}>
            {items.map((post) => (
              <li key={post.route}>
                <time dateTime={post.date}>{dutchDate(post.date)}</time> - <Link to={post.route}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function Head() {
  return (
    <Seo title={blogText("blog.archive")} description={blogText("blog.archiveDescription")} path="/blog/archive" />
  );
}
