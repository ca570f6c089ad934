/**
 * Where the page should scroll after a location change
 * (docs/decisions/0004-what-carries-over-from-the-old-site.md).
 */
export type ScrollDecision = { kind: "none" } | { kind: "restore" } | { kind: "top" } | { kind: "hash"; id: string };

interface Place {
  pathname: string;
  search: string;
  hash: string;
}

export function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * - first load: leave it to the browser;
 * - Back/Forward ("POP"): restore the saved position;
 * - only the query changed: stay;
 * - a hash: scroll its element into view;
 * - otherwise: to the top.
 */
export function scrollDecision(previous: Place | undefined, next: Place, action: string | undefined): ScrollDecision {
  if (!previous) return { kind: "none" };
  if (action === "POP") return { kind: "restore" };
  if (next.hash) return { kind: "hash", id: decodeHash(next.hash) };
  if (previous.pathname === next.pathname) return { kind: "none" };
  return { kind: "top" };
}

/** Whether the progress bar should run: only for a navigation to another pathname. */
export function startsProgress(previous: Place | undefined, next: Place): boolean {
  return previous !== undefined && previous.pathname !== next.pathname;
}

export interface HideOnScrollState {
  visible: boolean;
  lastY: number;
  /** Set when a hash navigation scrolls the page, so that scroll does not show the navbar. */
  ignoreNextScroll: boolean;
}

/** Hide-on-scroll navbar: always shown near the top, hidden when scrolling down, shown when scrolling up. */
export function nextNavbarState(state: HideOnScrollState, scrollY: number, navbarHeight: number): HideOnScrollState {
  if (state.ignoreNextScroll) return { visible: false, lastY: scrollY, ignoreNextScroll: false };
  if (scrollY < navbarHeight) return { visible: true, lastY: scrollY, ignoreNextScroll: false };
  if (scrollY > state.lastY) return { visible: false, lastY: scrollY, ignoreNextScroll: false };
  if (scrollY < state.lastY) return { visible: true, lastY: scrollY, ignoreNextScroll: false };
  return state;
}

/** After a location change: a hash target keeps the navbar hidden; anything else shows it. */
export function navbarAfterNavigation(state: HideOnScrollState, hasHash: boolean): HideOnScrollState {
  return hasHash
    ? { ...state, visible: false, ignoreNextScroll: true }
    : { ...state, visible: true, ignoreNextScroll: false };
}
