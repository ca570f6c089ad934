import { useEffect, useState } from "react";
import type { PageLocation } from "./useHighlight";

const EMPTY: PageLocation = { pathname: "", search: "", hash: "" };

/**
 * The browser's location, read after each render. The navbar re-renders on every
 * route change (the layout stays mounted), so this follows Gatsby's navigations;
 * popstate covers Back and Forward.
 */
export function usePageLocation(): PageLocation {
  const [location, setLocation] = useState(EMPTY);
  const read = () => {
    const { pathname, search, hash } = window.location;
    setLocation((current) => (current.pathname === pathname && current.search === search && current.hash === hash ? current : { pathname, search, hash }));
  };
  useEffect(read);
  useEffect(() => {
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
  }, []);
  return location;
}
