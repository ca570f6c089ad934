import { Link } from "gatsby";
import React from "react";
import { shellText } from "../../i18n/shell";

/**
 * gatsby-plugin-mdx has already put the base path in front of root-relative
 * links; strip it again so Gatsby's Link can route (it adds the prefix itself).
 */
export function MdxLink({ href = "", children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith("#")) return <a href={href} {...rest}>{children}</a>;
  if (href.startsWith("/")) {
    const to = __PATH_PREFIX__ && href.startsWith(`${__PATH_PREFIX__}/`) ? href.slice(__PATH_PREFIX__.length) : href;
    return <Link to={to} {...(rest as object)}>{children}</Link>;
  }
  return (
    <a href={href} {...rest}>
      {children}
      {/^https?:/.test(href) && <span className="visually-hidden"> {shellText("link.external")}</span>}
    </a>
  );
}
