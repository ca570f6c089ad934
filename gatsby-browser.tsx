import type { GatsbyBrowser } from "gatsby";
import React from "react";
import { Layout } from "./src/components/Layout";
import { APP_STARTED_FLAG } from "./src/lib/headScripts";
import "./src/styles/fonts.css";
import "./src/styles/global.css";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => <Layout pathname={props.location.pathname}>{element}</Layout>;

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  (window as unknown as Record<string, boolean>)[APP_STARTED_FLAG] = true;
};
