import { Link } from "gatsby";
import React, { useEffect, useRef, useState } from "react";
import { siteConfig } from "@site-config";
import { useDocSidebar } from "../../docs/ui/useDocSidebar";
import { hasPage } from "../../docs/shared/sidebarShapes";
import { useHideableNavbar } from "../../hooks/useHideableNavbar";
import { usePageLocation } from "../../hooks/usePageLocation";
import { shellText } from "../../i18n/shell";
import { ColorModeToggle } from "../ColorModeToggle";
import { DocSidebar } from "../../docs/ui/DocSidebar";
import { SearchNavbarItem } from "../../search/ui/SearchBox";
import { NavbarItemView } from "./items";
import * as styles from "../../styles/navbar.module.css";

// In em, as the stylesheets' breakpoints: with a larger text size the menu takes over earlier (WCAG 1.4.4).
const MOBILE_QUERY = "(max-width: 62.25em)";

function Logo() {
  return (
    <svg className={styles.logo} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#ffffff" />
      <path d="M8 8h7a8 8 0 010 16H8z" fill="#275937" />
      <circle cx="22" cy="11" r="3" fill="#39870c" />
    </svg>
  );
}

function ItemList({ position }: { position: "left" | "right" }) {
  return (
    <ul className={styles.items}>
      {siteConfig.navbar.items
        // The search box sits in the bar itself, so it stays reachable on mobile.
        .filter((item) => item.type !== "search" && (item.position ?? "left") === position)
        .map((item, index) => (
          <li key={`${item.type}-${index}`}>
            <NavbarItemView item={item} />
          </li>
        ))}
    </ul>
  );
}

/** The site's navbar; below 62.25em (996 px at the default text size) its items move into a menu panel. */
export function Navbar() {
  const { route: path, hash, key: locationKey } = usePageLocation();
  const sidebar = useDocSidebar();
  const isDocsPage = hasPage(sidebar, path);
  const [open, setOpen] = useState(false);
  const [secondary, setSecondary] = useState(isDocsPage);
  const panel = useRef<HTMLDialogElement>(null);

  const { ref: navbarRef, visible, show } = useHideableNavbar(siteConfig.navbar.hideOnScroll, hash, locationKey);

  // Opening adds a history entry, so the browser's Back button closes the menu instead of leaving the page.
  const openMenu = () => {
    window.history.pushState({ ...window.history.state, mobileMenu: true }, "");
    setSecondary(isDocsPage);
    setOpen(true);
  };
  // Every way of closing ends here (focus is back on the menu button); unless Back did so, it undoes the entry opening added.
  const onClose = () => {
    setOpen(false);
    if (window.history.state?.mobileMenu) window.history.back();
  };
  // A followed link makes that entry a plain one of this page instead: going back from it here would
  // undo the navigation under way.
  const closeForLink = () => {
    window.history.replaceState({ ...window.history.state, mobileMenu: false }, "");
    panel.current?.close();
  };

  useEffect(() => {
    const dialog = panel.current;
    if (!open || !dialog) return;
    // Focus goes to the dialog itself, so its name is read first (the browser would pick the close button).
    dialog.showModal();
    dialog.focus();
    const close = () => dialog.close();
    const listening = new AbortController();
    window.addEventListener("popstate", close, { signal: listening.signal });
    // The menu button shows only on narrow screens: a change of this query means a wider window.
    window.matchMedia(MOBILE_QUERY).addEventListener("change", close, { signal: listening.signal });
    return () => listening.abort();
  }, [open]);

  return (
    <header ref={navbarRef} className={`navbar ${styles.navbar} ${visible ? "" : styles.hidden}`} onFocus={show}>
      <nav aria-label={shellText("navbar.label")} className={styles.inner}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={openMenu}
        >
          <span className={styles.burger} aria-hidden="true" />
          <span className="visually-hidden">{shellText("navbar.openMenu")}</span>
        </button>
        <Link to="/" className={styles.brand} aria-label={shellText("navbar.home")}>
          <Logo />
          <span className={styles.title}>{siteConfig.navbar.title}</span>
        </Link>
        <div className={styles.desktopOnly}>
          <ItemList position="left" />
        </div>
        <div className={styles.right}>
          <div className={styles.desktopOnly}>
            <ItemList position="right" />
          </div>
          {siteConfig.navbar.items.some((item) => item.type === "search") && <SearchNavbarItem />}
          <ColorModeToggle />
        </div>
      </nav>
      {/* Closed on the server, filled only while open. A click on the backdrop reaches the dialog itself. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        id="mobile-menu"
        ref={panel}
        className={styles.panel}
        aria-label={shellText("navbar.mobileMenu")}
        tabIndex={-1}
        onClose={onClose}
        onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      >
        {open && (
          <>
            <div className={styles.panelHeader}>
              <span className={styles.title}>{siteConfig.navbar.title}</span>
              <button
                type="button"
                className={styles.closeButton}
                onClick={() => panel.current?.close()}
                aria-label={shellText("navbar.closeMenu")}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
            {secondary ? (
              <div className={styles.panelBody}>
                <button type="button" className={styles.back} onClick={() => setSecondary(false)}>
                  {shellText("navbar.backToMainMenu")}
                </button>
                <DocSidebar sidebar={sidebar} path={path} onNavigate={closeForLink} />
              </div>
            ) : (
              // Closes the menu when a link inside is followed: the links take keys themselves (Enter
              // is a click), so this delegating handler needs no role or key handler of its own.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
              <div
                className={styles.panelBody}
                onClick={(event) => (event.target as HTMLElement).closest("a") && closeForLink()}
              >
                <ItemList position="left" />
                <ItemList position="right" />
              </div>
            )}
          </>
        )}
      </dialog>
    </header>
  );
}
