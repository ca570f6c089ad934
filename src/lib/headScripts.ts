import { shellText } from "../i18n/shell";
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from "./announcementBar";
import { THEME_QUERY_PARAM, THEME_STORAGE_KEY, type ColorMode } from "./colorMode";

/*
 * Inline scripts for <head>. They run before first paint, so the page never
 * flashes the wrong colour mode or a bar the visitor already closed. They must
 * be plain ES5 strings, using the keys of src/lib/colorMode and announcementBar;
 * their unit tests (__tests__/headScripts.test.ts) run these strings.
 */

export function colorModeScript(defaultMode: ColorMode): string {
  return `(function(){var m;try{m=new URLSearchParams(location.search).get(${JSON.stringify(THEME_QUERY_PARAM)});if(m!=="light"&&m!=="dark"){m=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}}catch(e){}if(m!=="light"&&m!=="dark"){m=${JSON.stringify(defaultMode)}}document.documentElement.setAttribute("data-theme",m)})();`;
}

export function announcementScript(barId: string): string {
  return `(function(){var d=false;try{d=localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_ID_KEY)})===${JSON.stringify(barId)}&&localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_DISMISS_KEY)})==="true"}catch(e){}document.documentElement.setAttribute("data-announcement-bar-initially-dismissed",String(d))})();`;
}

/** Set by gatsby-browser once the client application runs. */
export const APP_STARTED_FLAG = "___dsoAppStarted";

/**
 * The wrong-base-path banner (spec §8). Gatsby loads its scripts async, so they
 * may still be on their way at DOMContentLoaded; we wait for `load`, when every
 * script has run or failed. The container is hidden by the site stylesheet, so
 * the banner can only be seen when that stylesheet did not load either.
 */
export function baseUrlBannerScript(baseUrl: string): string {
  const template = shellText("baseUrl.banner", { configured: "\u0000C", suggested: "\u0000S" });
  return `(function(){window.addEventListener("load",function(){if(window[${JSON.stringify(APP_STARTED_FLAG)}])return;var c=document.getElementById("base-url-issue-banner-container");if(!c)return;var p=location.pathname;var s=p.slice(-1)==="/"?p:p+"/";var b=document.createElement("div");b.id="base-url-issue-banner";b.setAttribute("role","alert");b.style.cssText="border:3px solid #fff;background:#c00;color:#fff;font:16px/1.5 sans-serif;padding:1rem;margin:0";b.textContent=${JSON.stringify(template)}.replace("\\u0000C",${JSON.stringify(baseUrl)}).replace("\\u0000S",s);c.appendChild(b);c.style.display="block";document.body.insertBefore(c,document.body.firstChild)})})();`;
}
