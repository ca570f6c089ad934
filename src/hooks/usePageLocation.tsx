import React, { createContext, useContext, useEffect, useMemo, useState } from "react";
import { routeOf } from "../lib/paths";

/** The part of Gatsby's `location` prop the shell passes down. */
export interface GatsbyLocation {
  pathname: string;
  search?: string;
  hash?: string;
  key?: string;
}

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
  /** The browser's host name; `""` until `hydrated`. */
  hostname: string;
  /**
   * False on the server and while React hydrates its HTML. The server knows only the pathname (no
   * search, hash or key), so markup built from anything else waits for this.
   */
  hydrated: boolean;
}

const PageLocationContext = createContext<PageLocation | undefined>(undefined);

/**
 * Gives every component the page's location, from the `location` prop Gatsby hands the shell on
 * each navigation (Back and Forward included), on the server as in the browser.
 */
export function PageLocationProvider({ location, children }: { location: GatsbyLocation; children: React.ReactNode }) {
  const { pathname, search = "", hash = "", key } = location;
  const [browser, setBrowser] = useState<{ hostname: string }>();
  useEffect(() => setBrowser({ hostname: window.location.hostname }), []);
  const value = useMemo<PageLocation>(
    () => ({ pathname, route: routeOf(pathname, __PATH_PREFIX__), search, hash, key, hostname: browser?.hostname ?? "", hydrated: browser !== undefined }),
    [pathname, search, hash, key, browser],
  );
  return <PageLocationContext.Provider value={value}>{children}</PageLocationContext.Provider>;
}

/** The page's location; the one way components read it (see PageLocationProvider). */
export function usePageLocation(): PageLocation {
  const value = useContext(PageLocationContext);
  if (!value) throw new Error("usePageLocation is used outside <PageLocationProvider>; wrap the page in the Layout");
  return value;
}
