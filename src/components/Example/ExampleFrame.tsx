import React, { useCallback, useEffect, useRef, useState } from "react";
import { exampleText } from "../../i18n/examples";
import { LoadState } from "../LoadState";
import { frameContentHeight, frameState } from "./frameHealth";
import * as styles from "./styles.module.css";

/** A story that has not loaded by then counts as failed. */
const LOAD_TIMEOUT_MS = 10_000;
/** Frames start this close to the viewport, so most have loaded and grown before they are seen. */
const NEAR_VIEWPORT = "600px 0px";
/** How long after its load a frame is watched for Storybook's error display and late growth, and how often. */
const WATCH_MS = 5_000;
const WATCH_INTERVAL_MS = 250;
const SETTLE_MS = 1_000;
/** Taller stories scroll inside their frame. */
const MAX_HEIGHT = 720;

type State = "waiting" | "loading" | "loaded" | "failed";

/**
 * One story frame. Until it comes near the viewport there is only a box of the frame's starting
 * height, so creating the frame never moves the page. A frame on the page's own origin then takes
 * the height of its content; a cross-origin frame keeps the starting height.
 */
export function ExampleFrame({ src, title }: { src: string; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<State>("waiting");
  const [attempt, setAttempt] = useState(0);
  const [height, setHeight] = useState<number>();
  const warned = useRef(false);

  useEffect(() => {
    const element = box.current;
    if (!element || state !== "waiting") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setState("loading");
        }
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [state]);

  // One warning per example, however often it fails.
  const fail = useCallback(
    (reason: string) => {
      if (!warned.current) console.warn(`Example ${src} ${reason}`);
      warned.current = true;
      setState("failed");
    },
    [src],
  );

  useEffect(() => {
    if (state !== "loading") return;
    const timer = window.setTimeout(() => fail(`did not load within ${LOAD_TIMEOUT_MS / 1000} s`), LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [state, attempt, fail]);

  // Storybook marks a story it cannot show only after its scripts run, a moment after the load
  // event, and a story can open a dialog late: both are watched for a while after the load.
  useEffect(() => {
    const element = frame.current;
    if (state !== "loaded" || !element) return;
    const root = element.contentDocument?.documentElement;
    if (!root) return;
    const started = Date.now();
    // A story still growing (a dialog whose size follows the frame's) is watched until it settles.
    let measured = 0;
    let changed = started;
    const resize = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(() => measure());
    function measure() {
      const content = frameContentHeight(element!);
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
      const shown = frameState(element);
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
  }, [state, fail]);

  function onLoad() {
    const element = frame.current;
    if (!element || state === "failed") return;
    if (frameState(element) === "failed") fail("answered with an error or shows no story");
    else setState("loaded");
  }

  function retry() {
    setHeight(undefined);
    setAttempt((count) => count + 1);
    setState("loading");
  }

  return (
    <div ref={box} className={styles.box} data-state={state}>
      {(state === "loading" || state === "loaded") && (
        <iframe
          key={attempt}
          ref={frame}
          src={src}
          title={title}
          className={styles.frame}
          style={height ? { height: `${height}px` } : undefined}
          onLoad={onLoad}
        />
      )}
      {state === "loading" && (
        <div className={styles.overlay}>
          <LoadState failed={false} onRetry={retry} />
        </div>
      )}
      {state === "failed" && (
        <div className={styles.overlay}>
          <LoadState failed onRetry={retry} message={exampleText("example.failed")} alert={false} />
        </div>
      )}
      {/* Present from the start, so a screen reader announces the failure politely, without moving focus. */}
      <p role="status" className="visually-hidden">
        {state === "failed" ? exampleText("example.failed") : ""}
      </p>
    </div>
  );
}
