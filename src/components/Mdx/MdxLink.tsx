import { Link } from "gatsby";
import React from "react";
import { shellText } from "../../i18n/shell";
import { routeOf } from "../../lib/paths";

/**
 * gatsby-plugin-mdx has already put the base path in front of root-relative
 * links; strip it again so Gatsby's Link can route (it adds the prefix itself).
 */
export function MdxLink({ href = "", children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith("#"))
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  if (href.startsWith("/")) {
    return (
      <Link to={routeOf(href, __PATH_PREFIX__)} {...(rest as object)}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
      {/^https?:/.test(href) && <span className="visually-hidden"> {shellText("link.external")}</span>}
    </a>
  );
}
