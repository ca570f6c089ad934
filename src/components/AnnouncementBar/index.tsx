import React, { useEffect, useState } from "react";
import { siteConfig } from "@site-config";
import { shellText } from "../../i18n/shell";
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, isAnnouncementDismissed } from "../../lib/announcementBar";
import { safeStorage } from "../../lib/storage";
import * as styles from "./styles.module.css";

/**
 * The optional announcement bar. Its first paint is decided by the inline head
 * script (data-announcement-bar-initially-dismissed), so a closed bar never flashes. Its colours
 * come from the site config through custom properties that gatsby-ssr.tsx defines in the head.
 */
export function AnnouncementBar() {
  const bar = siteConfig.announcementBar;
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    if (!bar) return;
    const stored = { id: safeStorage.get(ANNOUNCEMENT_ID_KEY), dismiss: safeStorage.get(ANNOUNCEMENT_DISMISS_KEY) };
    if (stored.id !== bar.id) {
      // A new announcement resets an earlier dismissal.
      safeStorage.set(ANNOUNCEMENT_ID_KEY, bar.id);
      safeStorage.set(ANNOUNCEMENT_DISMISS_KEY, "false");
    }
    setClosed(isAnnouncementDismissed(stored, bar.id));
  }, [bar]);

  if (!bar || closed) return null;

  const close = () => {
    safeStorage.set(ANNOUNCEMENT_DISMISS_KEY, "true");
    document.documentElement.setAttribute("data-announcement-bar-initially-dismissed", "true");
    setClosed(true);
  };

  return (
    <section className={`announcement-bar ${styles.bar}`} aria-label={shellText("announcement.label")}>
      <p className={styles.content}>{bar.content}</p>
      {bar.isCloseable && (
        <button type="button" className={styles.close} onClick={close} aria-label={shellText("announcement.close")}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </section>
  );
}
