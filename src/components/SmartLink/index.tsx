import { Link } from "gatsby";
import React from "react";
import { shellText } from "../../i18n/shell";

interface Props extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** Internal route below the base path. */
  to?: string;
  /** External address. */
  href?: string;
  children: React.ReactNode;
}

/** Internal routes go through Gatsby's router; external links say so to screen readers. */
export function SmartLink({ to, href, children, ...rest }: Props) {
  if (to !== undefined)
    return (
      <Link to={to} {...(rest as object)}>
        {children}
      </Link>
    );
  return (
    <a href={href} {...rest}>
      {children}
      <span className="visually-hidden"> {shellText("link.external")}</span>
    </a>
  );
}
