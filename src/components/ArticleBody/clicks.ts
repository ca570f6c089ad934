import { navigate, prefetchPathname } from "gatsby";
import type React from "react";
import { docsText } from "../../i18n/docs";
import { routeOf } from "../../lib/paths";

/** The attribute of a code block's copy button (src/components/Mdx/CodeBlock.tsx). */
export const COPY_BUTTON = "data-copy";
const COPIED_FOR_MS = 2000;
// Each button's pending reset, so a second copy shows its result for the full time again.
const resets = new WeakMap<HTMLButtonElement, number>();

/** A plain click: no modifier key, main button, not handled already. */
function isPlainClick(event: React.MouseEvent) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
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

/** Copies the code block's text and says so on the button and to screen readers, for a while. */
async function copyCode(button: HTMLButtonElement) {
  const block = button.parentElement!;
  const status = block.querySelector('[role="status"]');
  try {
    await navigator.clipboard.writeText(block.querySelector("pre")?.textContent ?? "");
  } catch (error) {
    console.warn("Copying to the clipboard failed:", error);
    return;
  }
  button.textContent = docsText("code.copied");
  if (status) status.textContent = docsText("code.copiedAnnouncement");
  window.clearTimeout(resets.get(button));
  resets.set(
    button,
    window.setTimeout(() => {
      button.textContent = docsText("code.copy");
      if (status) status.textContent = "";
    }, COPIED_FOR_MS),
  );
}

/**
 * The article's one click handler: a link to another page of the site navigates in the app, as
 * Gatsby's Link would, and a code block's button copies its code.
 */
export function onArticleClick(event: React.MouseEvent<HTMLElement>) {
  const target = event.target as Element;
  const button = target.closest?.<HTMLButtonElement>(`button[${COPY_BUTTON}]`);
  if (button) {
    void copyCode(button);
    return;
  }
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
