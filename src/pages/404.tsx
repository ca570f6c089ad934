import { Link, navigate, type HeadProps, type PageProps } from "gatsby";
import React, { useEffect } from "react";
import { Seo } from "../components/Seo";
import { translate } from "../i18n/messages";
import { routeOf, stripHtmlEnding } from "../lib/paths";
import * as styles from "./notFound.module.css";

export default function NotFound({ location }: PageProps) {
  // A static host serves this page for `/intro.html` and `/intro/index.html`; show the page they mean.
  useEffect(() => {
    const stripped = stripHtmlEnding(location.pathname);
    if (stripped !== location.pathname) void navigate(`${routeOf(stripped, __PATH_PREFIX__)}${location.search}${location.hash}`, { replace: true });
  }, [location]);
  return (
    <div className={styles.notFound}>
      <h1>{translate("notFound.title")}</h1>
      <p>{translate("notFound.lead")}</p>
      <p>{translate("notFound.brokenLink")}</p>
      <ul>
        <li>
          <Link to="/">{translate("notFound.home")}</Link>
        </li>
        <li>
          <Link to="/intro">{translate("home.start")}</Link>
        </li>
      </ul>
    </div>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={translate("notFound.title")} path={routeOf(location.pathname, __PATH_PREFIX__)} noindex />;
}
