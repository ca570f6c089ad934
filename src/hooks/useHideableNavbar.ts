import { useEffect, useRef, useState } from "react";
import { navbarAfterNavigation, nextNavbarState, type HideOnScrollState } from "../lib/navigation";

/** Drives the hide-on-scroll navbar; `locationKey` changes on every navigation. */
export function useHideableNavbar(enabled: boolean, hash: string, locationKey: string | undefined) {
  const ref = useRef<HTMLElement>(null);
  const state = useRef<HideOnScrollState>({ visible: true, lastY: 0, ignoreNextScroll: false });
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    if (!enabled) return;
    const onScroll = () => {
      state.current = nextNavbarState(state.current, window.scrollY, ref.current?.offsetHeight ?? 0);
      setVisible(state.current.visible);
    };
    state.current.lastY = window.scrollY;
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [enabled]);

  useEffect(() => {
    if (!enabled || locationKey === undefined) return;
    state.current = navbarAfterNavigation(state.current, hash !== "");
    setVisible(state.current.visible);
  }, [enabled, hash, locationKey]);

  // The page's scroll padding follows the bar's real height, which grows with the text size and
  // text spacing, so focus and hash targets never end up behind it (src/styles/global.css, WCAG 2.4.11).
  useEffect(() => {
    const navbar = ref.current;
    if (!navbar || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--navbar-offset", `${navbar.offsetHeight}px`));
    observer.observe(navbar);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--navbar-offset");
    };
  }, []);

  // Keyboard focus inside a hidden navbar brings it back.
  const show = () => {
    state.current = { ...state.current, visible: true };
    setVisible(true);
  };

  return { ref, visible, show };
}
