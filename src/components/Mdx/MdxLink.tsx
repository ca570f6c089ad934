import { withPrefix } from "gatsby";
import React from "react";
import { shellText } from "../../i18n/shell";
import { routeOf } from "../../lib/paths";

/**
 * A link in an article. Root-relative links get the base path once (gatsby-plugin-mdx has already
 * put it in front of those in MDX, not of those in the API descriptions), and the article's click
 * handler routes them in the app (src/components/ArticleBody/clicks.ts). A link to another site
 * says so to screen readers.
 */
export function MdxLink({ href = "", children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={href.startsWith("/") ? withPrefix(routeOf(href, __PATH_PREFIX__)) : href} {...rest}>
      {children}
      {/^https?:/.test(href) && <span className="visually-hidden"> {shellText("link.external")}</span>}
    </a>
  );
}
