/**
 * What a loaded story frame shows. Only a frame on the page's own origin can be read; a
 * cross-origin frame counts as shown once it loads (its failures show only as a time-out).
 * Storybook answers its frame with status 200 for any story id; only once its scripts have run
 * does it mark the body: `sb-show-main` for a story, `sb-show-errordisplay` for a story it cannot
 * find or render, `sb-show-nopreview` for none at all, `sb-show-preparing-story` while it loads.
 * The watching of a frame that shows its story is in ./frameHealth.ts, loaded only then.
 */
export type FrameState = "shown" | "preparing" | "failed";

/** A story that has not loaded, or not shown itself, by then counts as failed. */
export const LOAD_TIMEOUT_MS = 10_000;

export function readableDocument(frame: HTMLIFrameElement): Document | undefined {
  try {
    return frame.contentDocument ?? undefined;
  } catch {
    return undefined;
  }
}

export function frameState(frame: HTMLIFrameElement): FrameState {
  const document = readableDocument(frame);
  if (!document) return "shown";
  const [navigation] = (frame.contentWindow?.performance.getEntriesByType?.("navigation") ?? []) as Array<
    PerformanceNavigationTiming & { responseStatus?: number }
  >;
  if ((navigation?.responseStatus ?? 200) >= 400) return "failed";
  const classes = document.body?.classList;
  if (!classes) return "preparing";
  if (classes.contains("sb-show-errordisplay") || classes.contains("sb-show-nopreview")) return "failed";
  return classes.contains("sb-show-preparing-story") ? "preparing" : "shown";
}
