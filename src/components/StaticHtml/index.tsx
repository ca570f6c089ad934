import { navigate } from "gatsby";
import React, { useState } from "react";
import { routeOf } from "../../lib/paths";

// True while React hydrates the first page's server HTML: from gatsby-browser.tsx's start until the Layout's first effect.
let firstHydration = false;

/** The page came with server HTML that React is about to hydrate. */
export function hydrationStarts() {
  firstHydration = true;
}

/** Ends the first hydration: from now on useAdoptsServerHtml says no, and parts render their own content. */
export function hydrated() {
  firstHydration = false;
}

// One object, so a re-render never hands React new HTML to write.
const ADOPT = { __html: "" };

/** Routes a click on a link to another page of this site in the app, as Gatsby's Link would. */
function routeClick(event: React.MouseEvent<HTMLDivElement>) {
  const link = (event.target as Element).closest?.("a");
  if (
    !link ||
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  const url = new URL(link.href, window.location.href);
  const prefix = `${__PATH_PREFIX__}/`;
  if (
    link.target ||
    url.origin !== window.location.origin ||
    !url.pathname.startsWith(prefix) ||
    url.pathname === window.location.pathname
  )
    return;
  event.preventDefault();
  void navigate(`${routeOf(url.pathname, __PATH_PREFIX__)}${url.search}${url.hash}`);
}

/** Whether this render is part of the first page's hydration; fixed for the component's lifetime. */
export function useAdoptsServerHtml(): boolean {
  const [adopt] = useState(() => firstHydration);
  return adopt;
}

/**
 * A box that keeps the server's HTML as it is, for markup without behaviour (hundreds of nodes): an
 * element whose content is `dangerouslySetInnerHTML` has no children to hydrate, and React never
 * rewrites HTML that it did not change, which saves main-thread time before the page responds.
 * Links inside still navigate within the app.
 */
export function AdoptedHtml({ className }: { className?: string }) {
  // The click handler only delegates link clicks (Enter on a link is a click too), so it needs no role or key handler.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div className={className} onClick={routeClick} dangerouslySetInnerHTML={ADOPT} suppressHydrationWarning />;
}
