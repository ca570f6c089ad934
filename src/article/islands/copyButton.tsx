import React from "react";
import { docsText } from "../../i18n/docs";
import * as styles from "./styles.module.css";

const COPIED_FOR_MS = 2000;
// Each button's pending reset, so a second copy shows its result for the full time again.
const resets = new WeakMap<HTMLElement, number>();

/** Server markup: a code block's copy button, with the live region that announces the result. */
export function CopyButton({ marker }: { marker: Record<string, string> }) {
  return (
    <>
      <button type="button" className={styles.copy} {...marker} aria-label={docsText("code.copyLabel")}>
        {docsText("code.copy")}
      </button>
      <span className="visually-hidden" role="status" />
    </>
  );
}

/** Browser: copies the code block's text and says so on the button and to screen readers, for a while. */
export async function copyCode(button: HTMLElement) {
  const block = button.parentElement!;
  const status = block.querySelector('[role="status"]');
  try {
    await navigator.clipboard.writeText(block.querySelector("pre")?.textContent ?? "");
  } catch (error) {
    console.warn("Copying to the clipboard failed:", error);
    return;
  }
  button.textContent = docsText("code.copied");
  if (status) status.textContent = docsText("code.copiedAnnouncement");
  window.clearTimeout(resets.get(button));
  resets.set(
    button,
    window.setTimeout(() => {
      button.textContent = docsText("code.copy");
      if (status) status.textContent = "";
    }, COPIED_FOR_MS),
  );
}
