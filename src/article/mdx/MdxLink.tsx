import { withPrefix } from "gatsby";
import React, { useContext } from "react";
import { shellText } from "../../i18n/shell";
import { routeOf, withoutTrailingSlash } from "../../lib/paths";
import { PageRouteContext } from "../shared/DocContext";

/**
 * A link in an article. Root-relative links get the base path once (gatsby-plugin-mdx has already
 * put it in front of those in MDX, not of those in the API descriptions), and the article's click
 * handler routes them in the app (src/article/browser/clicks.ts). A link to another site
 * says so to screen readers. A link to the page itself gets `aria-current="page"`: in the server's
 * HTML, which is also the article in the page's data, so it stays right after an in-app navigation.
 */
export function MdxLink({ href = "", children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  const page = useContext(PageRouteContext);
  const route = href.startsWith("/") ? routeOf(href, __PATH_PREFIX__) : undefined;
  // A link to the page itself, as Gatsby's Link marks it; not one to a place on the page.
  const current = route !== undefined && page !== undefined && isSameRoute(route, page);
  return (
    <a href={route === undefined ? href : withPrefix(route)} aria-current={current ? "page" : undefined} {...rest}>
      {children}
      {/^https?:/.test(href) && <span className="visually-hidden"> {shellText("link.external")}</span>}
    </a>
  );
}

/** `/components/accordion` and `/components/accordion/` are one page; a link with `?` or `#` is not to the page as such. */
function isSameRoute(link: string, page: string): boolean {
  return !/[?#]/.test(link) && withoutTrailingSlash(link) === withoutTrailingSlash(page);
}
