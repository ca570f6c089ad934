import React, { useEffect } from "react";
import { ColorModeProvider } from "../../hooks/useColorMode";
import { routeOf } from "../../lib/paths";
import { AnnouncementBar } from "../AnnouncementBar";
import { ErrorBoundary } from "../ErrorBoundary";
import { Footer } from "../Footer";
import { Navbar } from "../Navbar";
import { MAIN_CONTENT_ID, SkipLink } from "../SkipLink";
import { hydrated } from "../StaticHtml";
import * as styles from "./styles.module.css";

/** The shell around every page; it stays mounted across navigations. */
export function Layout({ children, pathname, hash = "", locationKey }: { children: React.ReactNode; pathname: string; hash?: string; locationKey?: string }) {
  const path = routeOf(pathname, __PATH_PREFIX__);
  // Marks the moment the page responds to input (effects run child-first, so the whole shell is ready).
  useEffect(() => {
    hydrated();
    document.documentElement.setAttribute("data-interactive", "");
  }, []);
  return (
    <ColorModeProvider>
      <SkipLink />
      <AnnouncementBar />
      <Navbar path={path} hash={hash} locationKey={locationKey} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <ErrorBoundary key={path}>{children}</ErrorBoundary>
      </main>
      <Footer />
    </ColorModeProvider>
  );
}
