import type { GatsbySSR } from "gatsby";
import { withPrefix } from "gatsby";
import React from "react";
import { siteConfig } from "@site-config";
import { ErrorBoundary } from "./src/components/ErrorBoundary";
import { Layout } from "./src/components/Layout";
import { announcementBarColours } from "./src/lib/announcementBar";
import { enabledFeeds, FEED_FORMATS, feedLinkTitle, feedPath } from "./src/blog/shared/feedTypes";
import {
  announcementScript,
  baseUrlBannerScript,
  colorModeScript,
  oneLeadingSlashScript,
  type HeadScriptSources,
} from "./src/lib/headScripts";
import asapRegular from "@fontsource/asap/files/asap-latin-400-normal.woff2";
import asapBold from "@fontsource/asap/files/asap-latin-700-normal.woff2";
import "./src/styles/fonts.css";
import "./src/styles/global.css";

/** Defined for the HTML renderer by src/node/webpackHook.ts: each head script minified, by name (src/node/headScriptSources.ts). */
declare const __HEAD_SCRIPTS__: HeadScriptSources;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
  pathname,
}) => {
  // data-build (src/node/browserStats.ts) ties each page to the scripts and stylesheet it links.
  setHtmlAttributes({
    lang: "nl",
    "data-theme": siteConfig.colorMode.defaultMode,
    "data-build": __BROWSER_BUILD__,
  } as React.HtmlHTMLAttributes<HTMLHtmlElement>);
  const bar = siteConfig.announcementBar;
  const scripts = [oneLeadingSlashScript(__HEAD_SCRIPTS__), colorModeScript(__HEAD_SCRIPTS__, siteConfig.colorMode)];
  if (bar) scripts.push(announcementScript(__HEAD_SCRIPTS__, bar.id));
  setHeadComponents([
    <script key="head-scripts" dangerouslySetInnerHTML={{ __html: scripts.join("") }} />,
    ...(bar
      ? [<style key="announcement-bar" dangerouslySetInnerHTML={{ __html: announcementBarColours(bar) }} />]
      : []),
    // The stylesheet would have the fonts fetched only once it has loaded; preloaded, they arrive with
    // it, so the first paint is usually in Asap already
    // (docs/decisions/0017-fonts-are-preloaded-with-a-fallback-of-the-same-width-the-stylesheet-stays-a-file.md).
    ...[asapRegular, asapBold].map((font) => (
      <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    <link key="icon" rel="icon" href={withPrefix(siteConfig.favicon)} type="image/svg+xml" />,
    ...enabledFeeds(siteConfig.blog.feedTypes).map((type) => (
      <link
        key={type}
        rel="alternate"
        type={FEED_FORMATS[type].mediaType}
        title={feedLinkTitle(siteConfig.title, type)}
        href={withPrefix(feedPath(type))}
      />
    )),
    ...__PREFETCHED_SCRIPTS__.map((file) => <link key={file} rel="prefetch" href={withPrefix(`/${file}`)} />),
  ]);
  // Only the home page carries the wrong-base-path check: a site served under the wrong path is
  // opened there first, and the other pages are spared the script.
  if (pathname === "/") {
    setPreBodyComponents([
      <div key="base-url-banner" id="base-url-issue-banner-container" />,
      <script
        key="base-url-script"
        dangerouslySetInnerHTML={{ __html: baseUrlBannerScript(__HEAD_SCRIPTS__, siteConfig.baseUrl) }}
      />,
    ]);
  }
};

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout location={props.location}>{element}</Layout>
);

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <ErrorBoundary>{element}</ErrorBoundary>;

/**
 * Gatsby inlines the stylesheet into every page; we link it instead. The browser
 * then caches it across pages, and the wrong-base-path banner can tell whether it loaded.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().map((component) => {
      const element = component as React.ReactElement<{ "data-href"?: string }>;
      if (element?.type !== "style" || !element.props?.["data-href"]) return component;
      return <link key={element.props["data-href"]} rel="stylesheet" href={element.props["data-href"]} />;
    }),
  );
};
