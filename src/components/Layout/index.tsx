import React, { useEffect } from "react";
import { ColorModeProvider } from "../../hooks/useColorMode";
import { PageLocationProvider, usePageLocation, type GatsbyLocation } from "../../hooks/usePageLocation";
import { AnnouncementBar } from "../AnnouncementBar";
import { ErrorBoundary } from "../ErrorBoundary";
import { Footer } from "../Footer";
import { Navbar } from "../Navbar";
import { MAIN_CONTENT_ID, SkipLink } from "../SkipLink";
import * as styles from "./styles.module.css";

function Shell({ children }: { children: React.ReactNode }) {
  const { route } = usePageLocation();
  // Marks the moment the page responds to input (effects run child-first, so the whole shell is ready).
  useEffect(() => {
    document.documentElement.setAttribute("data-interactive", "");
  }, []);
  return (
    <ColorModeProvider>
      <SkipLink />
      <AnnouncementBar />
      <Navbar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <ErrorBoundary key={route}>{children}</ErrorBoundary>
      </main>
      <Footer />
    </ColorModeProvider>
  );
}

/** The shell around every page; it stays mounted across navigations, and owns the page's location (usePageLocation). */
export function Layout({ children, location }: { children: React.ReactNode; location: GatsbyLocation }) {
  return (
    <PageLocationProvider location={location}>
      <Shell>{children}</Shell>
    </PageLocationProvider>
  );
}
