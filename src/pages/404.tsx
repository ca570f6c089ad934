import { Link, navigate, type HeadProps, type PageProps } from "gatsby";
import React, { useEffect } from "react";
import { Seo } from "../components/Seo";
import { pageText } from "../i18n/pages";
import { routeOf, stripHtmlEnding } from "../lib/paths";
import * as styles from "./notFound.module.css";

export default function NotFound({ location }: PageProps) {
  // A static host serves this page for `/intro.html` and `/intro/index.html`; show the page they mean.
  useEffect(() => {
    const stripped = stripHtmlEnding(location.pathname);
    if (stripped !== location.pathname)
      void navigate(`${routeOf(stripped, __PATH_PREFIX__)}${location.search}${location.hash}`, { replace: true });
  }, [location]);
  return (
    <div className={styles.notFound}>
      <h1>{pageText("notFound.title")}</h1>
      <p>{pageText("notFound.lead")}</p>
      <p>{pageText("notFound.brokenLink")}</p>
      <ul>
        <li>
          <Link to="/">{pageText("notFound.home")}</Link>
        </li>
        <li>
          <Link to="/intro">{pageText("home.start")}</Link>
        </li>
      </ul>
    </div>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={pageText("notFound.title")} path={routeOf(location.pathname, __PATH_PREFIX__)} noindex />;
}
