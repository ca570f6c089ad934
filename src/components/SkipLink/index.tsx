import React from "react";
import { shellText } from "../../i18n/shell";
import * as styles from "./styles.module.css";

export const MAIN_CONTENT_ID = "main-content";

/** The first focusable element; moves focus to the main content. */
export function SkipLink() {
  const skip = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {shellText("skipLink.label")}
    </a>
  );
}
