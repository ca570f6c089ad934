import { frameState, LOAD_TIMEOUT_MS, readableDocument } from "./frameState";

/**
 * The watching of a story frame once it has loaded and shows no failure: whether Storybook shows
 * its error display after all, and the height the story needs. ExampleFrame loads this module
 * only then, as its own chunk: a frame that fails at once, or never comes near the viewport,
 * needs none of it.
 */

/** How long after its load a frame is watched for Storybook's error display and late growth, and how often. */
const WATCH_MS = 5_000;
const WATCH_INTERVAL_MS = 250;
const SETTLE_MS = 1_000;
/** Taller stories scroll inside their frame. */
const MAX_HEIGHT = 720;

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
    if (!style || style.display === "none") return false;
    return (
      ["fixed", "absolute"].includes(style.position) ||
      (element.tagName === "DIALOG" && element.hasAttribute("open")) ||
      isOpenPopover(element)
    );
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

/**
 * Watches a loaded frame: Storybook marks a story it cannot show only after its scripts run, a
 * moment after the load event, and a story can open a dialog late, so both are watched for a while
 * after the load, and a story still growing (a dialog whose size follows the frame's) until it
 * settles. `setHeight` gets the frame's height as an update of the previous one, `fail` the reason
 * the story failed. Returns the teardown.
 */
export function watchFrame(
  frame: HTMLIFrameElement,
  setHeight: (update: (previous: number | undefined) => number) => void,
  fail: (reason: string) => void,
): () => void {
  const root = frame.contentDocument?.documentElement;
  if (!root) return () => undefined;
  const started = Date.now();
  let measured = 0;
  let changed = started;
  const resize = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(() => measure());
  function measure() {
    const content = frameContentHeight(frame);
    if (content && content.height !== measured) [measured, changed] = [content.height, Date.now()];
    // While a dialog is open the frame only grows: the dialog's size follows the frame's, and
    // shrinking the frame to it would squeeze it again.
    if (content)
      setHeight((previous) =>
        Math.min(content.overlay ? Math.max(previous ?? 0, content.height) : content.height, MAX_HEIGHT),
      );
    for (const drawn of content?.drawn ?? []) resize?.observe(drawn);
  }
  const timer = window.setInterval(() => {
    const shown = frameState(frame);
    const elapsed = Date.now() - started;
    if (shown === "failed") fail("shows Storybook's error instead of the story");
    else if (shown === "preparing" && elapsed >= LOAD_TIMEOUT_MS)
      fail(`did not show its story within ${LOAD_TIMEOUT_MS / 1000} s`);
    else measure();
    const settled = Date.now() - changed >= SETTLE_MS;
    if (shown === "failed" || elapsed >= LOAD_TIMEOUT_MS || (shown === "shown" && elapsed >= WATCH_MS && settled))
      window.clearInterval(timer);
  }, WATCH_INTERVAL_MS);
  resize?.observe(root);
  measure();
  return () => {
    window.clearInterval(timer);
    resize?.disconnect();
  };
}
