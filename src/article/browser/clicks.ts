import { navigate, prefetchPathname } from "gatsby";
import type React from "react";
import { savesData, type ConnectionHint } from "../../lib/connection";
import { routeOf } from "../../lib/paths";
import { clickIsland } from "../islands/islands";

/** A plain click: no modifier key, main button, not handled already. */
function isPlainClick(event: React.MouseEvent) {
  return (
    !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  );
}

/** The route in the app that a link to another page of this site leads to; undefined for any other link. */
export function appRouteOf(link: HTMLAnchorElement): string | undefined {
  const url = new URL(link.href, window.location.href);
  const prefix = `${__PATH_PREFIX__}/`;
  if (
    link.target ||
    link.hasAttribute("download") ||
    url.origin !== window.location.origin ||
    !url.pathname.startsWith(prefix) ||
    url.pathname === window.location.pathname
  )
    return undefined;
  return `${routeOf(url.pathname, __PATH_PREFIX__)}${url.search}${url.hash}`;
}

/**
 * The article's one click handler: a link to another page of the site navigates in the app, as
 * Gatsby's Link would, and a clicked island (a code block's copy button) runs its code.
 */
export function onArticleClick(event: React.MouseEvent<HTMLElement>) {
  const target = event.target as Element;
  if (clickIsland(target)) return;
  const link = target.closest?.("a");
  if (!link || !isPlainClick(event)) return;
  const route = appRouteOf(link);
  if (route === undefined) return;
  event.preventDefault();
  void navigate(route);
}

/** Fetches the data of a page that a link in the article leads to when it is pointed at or focused, as Gatsby's Link does. */
export function onArticleLinkIntent(event: React.SyntheticEvent<HTMLElement>) {
  const link = (event.target as Element).closest?.("a");
  if (link && appRouteOf(link) !== undefined) prefetchPathname(link.pathname);
}

/**
 * Fetches the data of the pages that the article's links lead to once a link comes into view, as
 * Gatsby's Link does; not when the visitor saves data or is on 2G (src/lib/connection.ts). Returns
 * the teardown.
 */
export function prefetchInView(article: HTMLElement): () => void {
  const connection = (navigator as { connection?: ConnectionHint }).connection;
  if (typeof IntersectionObserver === "undefined" || savesData(connection)) return () => undefined;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      prefetchPathname((entry.target as HTMLAnchorElement).pathname);
    }
  });
  article.querySelectorAll("a").forEach((link) => {
    if (appRouteOf(link) !== undefined) observer.observe(link);
  });
  return () => observer.disconnect();
}
