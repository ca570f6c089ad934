import React, { createContext, useContext, useMemo, useSyncExternalStore } from "react";
import { isHydrating, onHydrated } from "../components/StaticHtml";
import { routeOf } from "../lib/paths";

/** The part of Gatsby's `location` prop the shell passes down. */
export interface GatsbyLocation {
  pathname: string;
  search?: string;
  hash?: string;
  key?: string;
}

/**
 * The page's location. The server knows only the pathname (no search, hash or key): render the
 * rest only once hydrated (see usePageLocation's `browser` option); effects and handlers may read it.
 */
export interface PageLocation {
  /** The address's path, base path included: `/master/intro`. */
  pathname: string;
  /** The page's route below the base path: `/intro`. */
  route: string;
  /** `?q=…`, or `""`. */
  search: string;
  /** `#anchor`, or `""`. */
  hash: string;
  /** Gatsby's key of this history entry; it changes with every navigation. */
  key?: string;
}

export interface BrowserPageLocation extends PageLocation {
  /** False on the server and while React hydrates the server's HTML. */
  hydrated: boolean;
  /** The browser's host name; `""` until hydrated. */
  hostname: string;
}

const PageLocationContext = createContext<PageLocation | undefined>(undefined);

/**
 * Gives every component the page's location, from the `location` prop Gatsby hands the shell on
 * each navigation (Back and Forward included), on the server as in the browser.
 */
export function PageLocationProvider({ location, children }: { location: GatsbyLocation; children: React.ReactNode }) {
  const { pathname, search = "", hash = "", key } = location;
  const value = useMemo(() => ({ pathname, route: routeOf(pathname, __PATH_PREFIX__), search, hash, key }), [pathname, search, hash, key]);
  return <PageLocationContext.Provider value={value}>{children}</PageLocationContext.Provider>;
}

const noSubscription = () => () => undefined;
const onServer = () => false;
const inBrowser = () => !isHydrating();

/**
 * The page's location; the one way components read it (see PageLocationProvider). With
 * `{ browser: true }` it adds what only the browser knows, once React has hydrated the server's
 * HTML: a component that hydrates renders again then, one mounted later knows at once.
 */
export function usePageLocation(): PageLocation;
export function usePageLocation(options: { browser: true }): BrowserPageLocation;
export function usePageLocation({ browser = false }: { browser?: boolean } = {}): PageLocation | BrowserPageLocation {
  const location = useContext(PageLocationContext);
  // Only a component that asked follows the end of hydration; the others need not render again.
  const hydrated = useSyncExternalStore(browser ? onHydrated : noSubscription, browser ? inBrowser : onServer, onServer);
  if (!location) throw new Error("usePageLocation is used outside <PageLocationProvider>; wrap the page in the Layout");
  return browser ? { ...location, hydrated, hostname: hydrated ? window.location.hostname : "" } : location;
}
