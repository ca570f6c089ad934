import React, { useCallback, useEffect, useRef, useState } from "react";
import { exampleText } from "../../../i18n/examples";
import { LoadState } from "../../../components/LoadState";
import { frameState, LOAD_TIMEOUT_MS } from "./frameState";
import * as styles from "./styles.module.css";

/** Frames start this close to the viewport, so most have loaded and grown before they are seen. */
const NEAR_VIEWPORT = "600px 0px";

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

  // A frame that loaded and shows no failure is watched for a while (./frameHealth.ts), with code
  // loaded only now. Should that code not load, the example says it failed and offers a retry,
  // which loads it again.
  useEffect(() => {
    const element = frame.current;
    if (state !== "loaded" || !element) return;
    let live = true;
    let stop: (() => void) | undefined;
    import("./frameHealth").then(
      ({ watchFrame }) => {
        if (live) stop = watchFrame(element, setHeight, fail);
      },
      (error: unknown) => {
        if (live) fail(`could not load the code that watches its frame: ${String(error)}`);
      },
    );
    return () => {
      live = false;
      stop?.();
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
