/**
 * Whether a loaded story frame shows its story. Only a frame on the page's own origin can be read;
 * a cross-origin frame counts as healthy once it loads (its failures show only as a time-out).
 * A failed answer (404 for an unknown story, 5xx) shows in the frame's navigation timing, and
 * Storybook marks a story it cannot find or render with a class on its body.
 */
export function frameFailed(frame: HTMLIFrameElement): boolean {
  let document: Document | null;
  try {
    document = frame.contentDocument;
  } catch {
    return false;
  }
  if (!document) return false;
  const [navigation] = (frame.contentWindow?.performance.getEntriesByType("navigation") ?? []) as Array<
    PerformanceNavigationTiming & { responseStatus?: number }
  >;
  if ((navigation?.responseStatus ?? 200) >= 400) return true;
  return !!document.body?.classList.contains("sb-show-errordisplay");
}

/** The frame document's height, when the page can read it; `undefined` for a cross-origin frame. */
export function frameContentHeight(frame: HTMLIFrameElement): number | undefined {
  try {
    const root = frame.contentDocument?.documentElement;
    return root ? Math.ceil(root.getBoundingClientRect().height) : undefined;
  } catch {
    return undefined;
  }
}
