import type { PageProps } from "gatsby";
import React from "react";
import type { AuthorsPageContext } from "../blog/shared/blogPageShapes";
import { Seo } from "../components/Seo";
import { SmartLink } from "../components/SmartLink";
import { blogText } from "../i18n/blog";
import * as styles from "./blog.module.css";

const postCount = (count: number) =>
  count === 1 ? blogText("blog.postCount.one") : blogText("blog.postCount.many", { count });

/** Every author in content/blog/authors.yml, with the number of posts they wrote. */
export default function BlogAuthorsTemplate({ pageContext }: PageProps<object, AuthorsPageContext>) {
  return (
    <div className={styles.narrow}>
      <h1>{blogText("blog.authors")}</h1>
      <p>{blogText("blog.authorsDescription")}</p>
      <ul className={styles.authorCards}>
        {pageContext.authors.map((author) => (
          <li key={author.key} className={styles.authorCard}>
            <h2>{author.name}</h2>
            <p>{author.title}</p>
            <p>{postCount(author.postCount)}</p>
            {author.url && (
              <p>
                {blogText("blog.authorWebsite")}:{" "}
                <SmartLink href={author.url}>{author.url.replace(/^https?:\/\//, "")}</SmartLink>
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Head() {
  return (
    <Seo title={blogText("blog.authors")} description={blogText("blog.authorsDescription")} path="/blog/authors" />
  );
}
