import { shellText } from "../i18n/shell";
import type { ColorModeConfig } from "../types/config";
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from "./announcementBar";
import { SYSTEM_DARK_QUERY, THEME_QUERY_PARAM, THEME_STORAGE_KEY, type ColorMode } from "./colorMode";

/*
 * Inline scripts for the page (gatsby-ssr.tsx). The first three run in <head> before first paint, so
 * a doubled slash never starts the app, and the page never shows the wrong colour mode or a bar the
 * visitor already closed.
 *
 * Each script is a function below (HEAD_SCRIPTS). The build minifies each function's source with
 * swc (src/node/headScriptSources.ts) and hands the results to the HTML renderer as
 * __HEAD_SCRIPTS__ (src/node/webpackHook.ts); inlineScript() writes one into the page, called with
 * its settings as JSON. So these functions may use only their parameters and browser globals: no
 * imports, no module variables, no other functions of this file. Their logic follows
 * src/lib/colorMode.ts and src/lib/announcementBar.ts; src/lib/__tests__/headScripts.test.ts runs
 * the minified text against fake browser globals and checks it against those modules.
 */

/**
 * The minified source of the head script `name`, called with `args`, as the text of an inline
 * `<script>`. A "<" in an argument is escaped, so no setting can close the script element.
 */
export function inlineScript<Name extends HeadScriptName>(
  sources: HeadScriptSources,
  name: Name,
  ...args: Parameters<(typeof HEAD_SCRIPTS)[Name]>
): string {
  const values = args.map((arg) => JSON.stringify(arg).replace(/</g, "\\u003c"));
  return `(${sources[name]})(${values.join(",")});`;
}

/**
 * `//master/intro` reaches no page: the server sends the not-found page, whose markup Gatsby's router
 * cannot match to that address (a blank page). Its reader means the address with one slash, so this
 * stops the document before the parser reaches the app's scripts, and loads that address instead.
 * In that order: stop() would also cancel a navigation already started.
 */
export function loadWithOneLeadingSlash(): void {
  const single = location.pathname.replace(/^\/{2,}/, "/");
  if (single === location.pathname) return;
  stop();
  location.replace(single + location.search + location.hash);
}

export function oneLeadingSlashScript(sources: HeadScriptSources): string {
  return inlineScript(sources, "loadWithOneLeadingSlash");
}

/**
 * Sets `data-theme` on <html>: the query parameter, else the stored choice (`storageKey` is null
 * when the switch is off, so an earlier choice no longer counts), else the system's preference
 * when `systemDarkQuery` is given, else `defaultMode`. Storage that refuses to be read counts as empty.
 */
export function applyColorMode(
  queryParam: string,
  storageKey: string | null,
  systemDarkQuery: string | null,
  defaultMode: ColorMode,
): void {
  const known = (value: string | null): value is ColorMode => value === "light" || value === "dark";
  let mode = new URLSearchParams(location.search).get(queryParam);
  if (!known(mode) && storageKey !== null) {
    try {
      mode = localStorage.getItem(storageKey);
    } catch {
      mode = null;
    }
  }
  if (!known(mode) && systemDarkQuery !== null) mode = matchMedia(systemDarkQuery).matches ? "dark" : "light";
  document.documentElement.setAttribute("data-theme", known(mode) ? mode : defaultMode);
}

export function colorModeScript(sources: HeadScriptSources, config: ColorModeConfig): string {
  const storageKey = config.disableSwitch ? null : THEME_STORAGE_KEY;
  const systemDarkQuery = config.respectPrefersColorScheme ? SYSTEM_DARK_QUERY : null;
  return inlineScript(sources, "applyColorMode", THEME_QUERY_PARAM, storageKey, systemDarkQuery, config.defaultMode);
}

/**
 * Sets `data-announcement-bar-initially-dismissed` on <html>, which the bar's stylesheet reads: "true"
 * only when the visitor closed this very bar (`barId`), as isAnnouncementDismissed decides.
 */
export function markAnnouncementDismissal(idKey: string, dismissKey: string, barId: string): void {
  let dismissed = false;
  try {
    dismissed = localStorage.getItem(idKey) === barId && localStorage.getItem(dismissKey) === "true";
  } catch {
    dismissed = false;
  }
  document.documentElement.setAttribute("data-announcement-bar-initially-dismissed", String(dismissed));
}

export function announcementScript(sources: HeadScriptSources, barId: string): string {
  return inlineScript(sources, "markAnnouncementDismissal", ANNOUNCEMENT_ID_KEY, ANNOUNCEMENT_DISMISS_KEY, barId);
}

/** Set by gatsby-browser once the client application runs. */
export const APP_STARTED_FLAG = "___dsoAppStarted";

/** The banner message's placeholder for the suggested base path, which only the browser knows. */
const SUGGESTED = "{suggested}";

/**
 * The wrong-base-path banner, for a site served under another path than it was built for: then
 * its scripts and stylesheet do not load. Gatsby loads its scripts async, so they may still be on
 * their way at DOMContentLoaded; this waits for `load`, when every script has run or failed. The
 * container is hidden by the site stylesheet, so the banner can only be seen when that stylesheet
 * did not load either. The message suggests the current path as the base path.
 */
export function showBaseUrlBanner(appStartedFlag: string, message: string, placeholder: string): void {
  window.addEventListener("load", () => {
    if ((window as unknown as Record<string, unknown>)[appStartedFlag]) return;
    const container = document.getElementById("base-url-issue-banner-container");
    if (!container) return;
    const path = location.pathname;
    const banner = document.createElement("div");
    banner.id = "base-url-issue-banner";
    banner.setAttribute("role", "alert");
    banner.style.cssText =
      "border:3px solid #fff;background:#c00;color:#fff;font:16px/1.5 sans-serif;padding:1rem;margin:0";
    banner.textContent = message.split(placeholder).join(path.endsWith("/") ? path : `${path}/`);
    container.appendChild(banner);
    container.style.display = "block";
    document.body.insertBefore(container, document.body.firstChild);
  });
}

export function baseUrlBannerScript(sources: HeadScriptSources, baseUrl: string): string {
  // A message leaves a placeholder it has no value for as it is (src/i18n/catalogue.ts).
  const message = shellText("baseUrl.banner", { configured: baseUrl });
  return inlineScript(sources, "showBaseUrlBanner", APP_STARTED_FLAG, message, SUGGESTED);
}

/** The functions that run inline, by name: what the build minifies (src/node/headScriptSources.ts). */
export const HEAD_SCRIPTS = { loadWithOneLeadingSlash, applyColorMode, markAnnouncementDismissal, showBaseUrlBanner };
export type HeadScriptName = keyof typeof HEAD_SCRIPTS;
/** Each head script's minified source, by name. */
export type HeadScriptSources = Record<HeadScriptName, string>;
