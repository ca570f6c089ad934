import { Link, type HeadProps } from "gatsby";
import React from "react";
import { Seo } from "../components/Seo";
import { translate } from "../i18n/messages";
import { routeOf } from "../lib/paths";
import * as styles from "./notFound.module.css";

export default function NotFound() {
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
