import type { GatsbyBrowser } from "gatsby";
import React, { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { ErrorBoundary } from "./src/components/ErrorBoundary";
import { Layout } from "./src/components/Layout";
import { APP_STARTED_FLAG } from "./src/lib/headScripts";
import { scrollDecision, startsProgress } from "./src/lib/navigation";
import { storageWorks } from "./src/lib/storage";
import "./src/styles/fonts.css";
import "./src/styles/global.css";

const PROGRESS_DELAY_MS = 200;
let progressTimer: number | undefined;
let navigations = 0;
let progressBar: Promise<typeof import("nprogress") | undefined> | undefined;
let fallbackTimer: number | undefined;
// A page whose data has not arrived by then is loaded in full: Gatsby would wait for it for good.
const NAVIGATION_TIMEOUT_MS = 10_000;

// The bar is needed only once a navigation turns out slow, so nprogress is not part of the first
// load: it is prefetched at idle and imported with the first navigation. It is decoration: when its
// chunk fails to load, navigation goes on without it (an unhandled chunk error would make Gatsby
// reload the page instead of following the link), and the next navigation tries again.
function loadProgressBar(): Promise<typeof import("nprogress") | undefined> {
  progressBar ??= import(/* webpackPrefetch: true */ "nprogress").then(
    ({ default: NProgress }) => {
      const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      // Library defaults (minimum 0.08, speed 200, trickle speed 800) without the spinner; no animation when motion is reduced.
      NProgress.configure(reducedMotion ? { showSpinner: false, speed: 0, trickle: false } : { showSpinner: false });
      return NProgress;
    },
    () => {
      progressBar = undefined;
      return undefined;
    },
  );
  return progressBar;
}

/**
 * Gatsby's start-up guards against reading sessionStorage throwing, but not against its methods
 * throwing (strict privacy settings): the app then never started. A storage area whose methods
 * throw is made to look like one the browser refuses outright, which every reader here handles.
 */
function hideBrokenStorage() {
  for (const name of ["sessionStorage", "localStorage"] as const) {
    if (storageWorks(() => window[name])) continue;
    try {
      Object.defineProperty(window, name, {
        configurable: true,
        get: () => {
          throw new DOMException(`${name} is not available`, "SecurityError");
        },
      });
    } catch {
      // The browser would not let the property be replaced; nothing more can be done.
    }
  }
}

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  (window as unknown as Record<string, boolean>)[APP_STARTED_FLAG] = true;
  hideBrokenStorage();
  // The keyboard class only strengthens the focus ring; it never hides it.
  document.addEventListener(
    "keydown",
    (event) => event.key === "Tab" && document.body.classList.add("navigation-with-keyboard"),
  );
  document.addEventListener("mousedown", () => document.body.classList.remove("navigation-with-keyboard"));
};

/**
 * Gatsby calls onPreRouteUpdate only once the next page has loaded, too late to
 * time a progress bar. Links and navigate() all go through window.___navigate,
 * so the 200 ms timer starts there.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  const gatsbyWindow = window as unknown as { ___navigate: (to: string | number, options?: unknown) => void };
  const navigate = gatsbyWindow.___navigate;
  gatsbyWindow.___navigate = (to, options) => {
    window.clearTimeout(progressTimer);
    window.clearTimeout(fallbackTimer);
    const navigation = ++navigations;
    const target = typeof to === "string" ? new URL(to, window.location.href) : undefined;
    if (target && startsProgress(window.location, target)) {
      const bar = loadProgressBar();
      // Start only if this navigation is still the one under way when the bar has loaded.
      progressTimer = window.setTimeout(
        () => bar.then((NProgress) => navigation === navigations && NProgress?.start()),
        PROGRESS_DELAY_MS,
      );
      fallbackTimer = window.setTimeout(
        () => navigation === navigations && window.location.assign(target.href),
        NAVIGATION_TIMEOUT_MS,
      );
    }
    navigate(to, options);
  };
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  window.clearTimeout(progressTimer);
  window.clearTimeout(fallbackTimer);
  navigations++;
  progressBar?.then((NProgress) => NProgress?.done());
};

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ prevRouterProps, routerProps }) => {
  const next = routerProps.location as Location & { action?: string };
  const decision = scrollDecision(prevRouterProps?.location, next, next.action);
  if (decision.kind === "none") return false;
  if (decision.kind === "hash") {
    const target = document.getElementById(decision.id);
    if (target) {
      target.scrollIntoView();
      // Move focus too, so keyboard and screen-reader users continue from the target.
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      const focusTarget = () => target.focus({ preventScroll: true });
      focusTarget();
      // The router focuses its page wrapper a frame later; take focus back when it does.
      const wrapper = document.getElementById("gatsby-focus-wrapper");
      wrapper?.addEventListener("focus", focusTarget, { once: true });
      window.setTimeout(() => wrapper?.removeEventListener("focus", focusTarget), 1000);
    }
    return false;
  }
  // "top" and "restore": Gatsby's own handler scrolls to the top or to the saved position.
  return true;
};

/**
 * The first page hydrates as a transition, which React renders in slices that yield to the browser
 * between them, instead of as one task that blocks input for the whole page (Gatsby's default).
 * A container without server HTML is rendered, as Gatsby would: the page in `gatsby develop`, and
 * the development server's loading indicator, which Gatsby mounts with this function into an empty
 * element of its own once the page is there (hydrating it would fail and raise the error overlay).
 */
function hydrateAsTransition(element: React.ReactNode, container: Element) {
  if (container.querySelector("#gatsby-focus-wrapper")?.children.length)
    startTransition(() => void hydrateRoot(container, element));
  else createRoot(container).render(element);
}
// Gatsby's type still describes ReactDOM.render's signature; it ignores the return value.
export const replaceHydrateFunction = (() => hydrateAsTransition) as unknown as GatsbyBrowser["replaceHydrateFunction"];

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <ErrorBoundary>{element}</ErrorBoundary>
);

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout location={props.location}>{element}</Layout>
);
