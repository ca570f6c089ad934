import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { siteConfig } from "@site-config";
import { dutchDate } from "../lib/dates";
import { Seo } from "../components/Seo";
import { pageText, type PageMessageId } from "../i18n/pages";
import { routeOf } from "../lib/paths";
import * as styles from "./home.module.css";

const ROLES: Array<{ key: string; to: string }> = [
  { key: "developers", to: "/voor-developers/" },
  { key: "designers", to: "/voor-designers/" },
  { key: "productowners", to: "/voor-productowners/" },
  { key: "maintainers", to: "/voor-maintainers/werk-afspraken" },
];

export default function Home({ data }: PageProps<Queries.HomeQuery>) {
  return (
    <div className={styles.home}>
      <section className={styles.hero}>
        <h1>
          {siteConfig.title} <span className={styles.tagline}>{siteConfig.tagline}</span>
        </h1>
        <p className={styles.lead}>{pageText("home.lead")}</p>
        <Link to="/intro" className={styles.cta}>
          {pageText("home.start")}
        </Link>
      </section>
      <section aria-labelledby="roles">
        <h2 id="roles">{pageText("home.roles")}</h2>
        <ul className={styles.cards}>
          {ROLES.map((role) => (
            <li key={role.key} className={styles.card}>
              <h3>
                <Link to={role.to}>{pageText(`home.role.${role.key}` as PageMessageId)}</Link>
              </h3>
              <p>{pageText(`home.role.${role.key}.text` as PageMessageId)}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className={styles.columns}>
        <section aria-labelledby="latest">
          <h2 id="latest">{pageText("home.latest")}</h2>
          <ul className={styles.posts}>
            {data.posts.nodes.map((post) => (
              <li key={post.route}>
                <Link to={post.route}>{post.title}</Link>
                <time dateTime={post.date}>{dutchDate(post.date)}</time>
                {post.description && <p>{post.description}</p>}
              </li>
            ))}
          </ul>
          <Link to="/blog">{pageText("home.allPosts")}</Link>
        </section>
        <section aria-labelledby="components">
          <h2 id="components">{pageText("home.components")}</h2>
          <p>{pageText("home.components.text", { count: data.components.totalCount })}</p>
          <Link to="/components/" className={styles.cta}>
            {pageText("home.components")}
          </Link>
        </section>
      </div>
    </div>
  );
}

export const query = graphql`
  query Home {
    posts: allBlogPost(sort: { date: DESC }, limit: 3) {
      nodes {
        title
        route
        date
        description
      }
    }
    components: allDoc(filter: { route: { regex: "/^/components/[^/]+$/" } }) {
      totalCount
    }
  }
`;

export function Head({ location }: HeadProps) {
  return <Seo path={routeOf(location.pathname, __PATH_PREFIX__)} description={pageText("home.lead")} />;
}
