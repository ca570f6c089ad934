import React, { createContext, useContext } from "react";
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
 * rest only after mounting; effects and handlers may read it.
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

const PageLocationContext = createContext<PageLocation | undefined>(undefined);

/**
 * Gives every component the page's location, from the `location` prop Gatsby hands the shell on
 * each navigation (Back and Forward included), on the server as in the browser.
 */
export function PageLocationProvider({ location, children }: { location: GatsbyLocation; children: React.ReactNode }) {
  const { pathname, search = "", hash = "", key } = location;
  // Not memoised: the Layout renders again only when Gatsby hands it a new location.
  const value = { pathname, route: routeOf(pathname, __PATH_PREFIX__), search, hash, key };
  return <PageLocationContext.Provider value={value}>{children}</PageLocationContext.Provider>;
}

/** The page's location; the one way components read it (see PageLocationProvider). */
export function usePageLocation(): PageLocation {
  const location = useContext(PageLocationContext);
  if (!location) throw new Error("usePageLocation needs the Layout's PageLocationProvider");
  return location;
}

/** The browser's host name, for effects and handlers only: the server has none to render. */
export function pageHostname(): string {
  return window.location.hostname;
}
