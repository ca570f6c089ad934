/**
 * What a loaded story frame shows. Only a frame on the page's own origin can be read; a
 * cross-origin frame counts as shown once it loads (its failures show only as a time-out).
 * Storybook answers its frame with status 200 for any story id; only once its scripts have run
 * does it mark the body: `sb-show-main` for a story, `sb-show-errordisplay` for a story it cannot
 * find or render, `sb-show-nopreview` for none at all, `sb-show-preparing-story` while it loads.
 */
export type FrameState = "shown" | "preparing" | "failed";

function readableDocument(frame: HTMLIFrameElement): Document | undefined {
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

/** Room a centred top-layer element (a modal dialog) needs around it: the browser keeps 2em + 6px free. */
const TOP_LAYER_ROOM = 40;

/** `:popover-open`, where the browser knows it (older ones throw on the selector). */
function isOpenPopover(element: Element): boolean {
  try {
    return element.matches(":popover-open");
  } catch {
    return false;
  }
}

function isOutOfFlow(element: Element, style: CSSStyleDeclaration): boolean {
  return (
    style.position === "fixed" ||
    style.position === "absolute" ||
    (element.tagName === "DIALOG" && element.hasAttribute("open")) ||
    isOpenPopover(element)
  );
}

/** Every element below `root`, also inside shadow roots, where the design system's components draw theirs. */
function allElements(root: ParentNode): Element[] {
  return Array.from(root.querySelectorAll("*")).flatMap((element) =>
    element.shadowRoot ? [element, ...allElements(element.shadowRoot)] : [element],
  );
}

// The frame's nodes belong to its own window, so the page's `getComputedStyle` and `instanceof` do not apply.
const styleOf = (element: Element) => element.ownerDocument.defaultView?.getComputedStyle(element);

/** The elements the story draws outside the normal flow: open dialogs, open popovers, positioned boxes. */
export function outOfFlowElements(root: ParentNode): Element[] {
  return allElements(root).filter((element) => {
    const style = styleOf(element);
    return !!style && style.display !== "none" && isOutOfFlow(element, style);
  });
}

const isOverlay = (element: Element) => element.tagName === "DIALOG" || isOpenPopover(element);

/** How much a box's own scrolling parts hide: a modal dialog that is too low scrolls its body. */
function hiddenByScrolling(element: Element): number {
  return Math.max(
    0,
    ...allElements(element).map((inner) => {
      const overflow = styleOf(inner)?.overflowY;
      return overflow === "auto" || overflow === "scroll" ? inner.scrollHeight - inner.clientHeight : 0;
    }),
  );
}

/**
 * The height the story needs: its document's, or more where something drawn out of flow reaches
 * further. A box counts with what its scrolling parts hide, since a frame that is too low squeezes
 * a modal dialog to fit; a centred dialog also needs the room the browser keeps around it.
 * `overlay` says whether an open dialog or popover counted, `drawn` which out-of-flow boxes there
 * were (to watch for size changes). `undefined` for a cross-origin frame.
 */
export function frameContentHeight(
  frame: HTMLIFrameElement,
): { height: number; overlay: boolean; drawn: Element[] } | undefined {
  const document = readableDocument(frame);
  if (!document?.documentElement) return undefined;
  let height = document.documentElement.getBoundingClientRect().height;
  let overlay = false;
  const scrollY = frame.contentWindow?.scrollY ?? 0;
  const viewport = frame.contentWindow?.innerHeight ?? 0;
  const drawn = outOfFlowElements(document);
  for (const element of drawn) {
    const box = element.getBoundingClientRect();
    const outer = Math.max(box.height, element.scrollHeight + (box.height - element.clientHeight));
    const hidden = hiddenByScrolling(element);
    height = Math.max(height, box.top + scrollY + outer + hidden);
    if (isOverlay(element)) {
      overlay = true;
      // A dialog's largest size is a share of the frame's: growing the frame by what it hides
      // shows most of that, and the next measurement asks for the rest.
      height = Math.max(height, outer + hidden + TOP_LAYER_ROOM, hidden > 1 ? viewport + hidden : 0);
    }
  }
  return { height: Math.ceil(height), overlay, drawn };
}
