import { Link } from "gatsby";
import React from "react";
import { siteConfig } from "@site-config";
import type { Author } from "../../shared/blogPageShapes";
import { dutchDate } from "../../../lib/dates";
import { blogText } from "../../../i18n/blog";
import { SmartLink } from "../../../components/SmartLink";
import * as styles from "./styles.module.css";

interface Props {
  title: string;
  date: string;
  readingTime: string;
  authors: Author[];
  /** On list pages the title is an h2 linking to the post; on the post itself it is the h1. */
  route?: string;
}

function AuthorList({ authors }: { authors: Author[] }) {
  return (
    <div className={styles.authors}>
      <span className="visually-hidden">{blogText("blog.writtenBy")}</span>
      <ul className={styles.authorList}>
        {authors.map((author) => (
          <li key={author.key} className={styles.author}>
            {author.url ? (
              <SmartLink href={author.url} className={styles.authorName}>
                {author.name}
              </SmartLink>
            ) : (
              <span className={styles.authorName}>{author.name}</span>
            )}
            <span className={styles.authorTitle}>{author.title}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Title, date, reading time and authors of a post. */
export function BlogPostHeader({ title, date, readingTime, authors, route }: Props) {
  return (
    <header className={styles.header}>
      {route ? (
        <h2 className={styles.listTitle}>
          <Link to={route}>{title}</Link>
        </h2>
      ) : (
        <h1 className={styles.title}>{title}</h1>
      )}
      <p className={styles.meta}>
        <time dateTime={date}>{dutchDate(date)}</time>
        {siteConfig.blog.showReadingTime && (
          <>
            <span aria-hidden="true"> · </span>
            <span>{readingTime}</span>
          </>
        )}
      </p>
      <AuthorList authors={authors} />
    </header>
  );
}
