import { withPrefix } from "gatsby";
import React from "react";
import { siteConfig } from "@site-config";
import { shellText } from "../../i18n/shell";

interface Props {
  /** The page title; the site title follows after the delimiter. */
  title?: string;
  description?: string;
  /** Route below the base path, for the canonical URL. */
  path: string;
  noindex?: boolean;
  children?: React.ReactNode;
}

/** Document head for every page (Gatsby Head API). */
export function Seo({ title, description, path, noindex, children }: Props) {
  const plain = title?.replace(/`/g, "");
  const fullTitle = plain
    ? `${plain} ${siteConfig.titleDelimiter} ${siteConfig.title}`
    : `${siteConfig.title} ${siteConfig.titleDelimiter} ${siteConfig.tagline}`;
  const text = description ?? siteConfig.tagline;
  const canonical = `${siteConfig.url}${withPrefix(path)}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content={shellText("seo.ogLocale")} />
      {noindex && <meta name="robots" content="noindex, follow" />}
      {children}
    </>
  );
}
