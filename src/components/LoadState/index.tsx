import React from "react";
import { translate } from "../../i18n/messages";
import * as styles from "./styles.module.css";

/** Loading spinner, or the failure text with "Opnieuw proberen", for any lazily loaded part. */
export function LoadState({ failed, onRetry, message }: { failed: boolean; onRetry: () => void; message?: string }) {
  if (failed) {
    return (
      <div className={styles.failed} role="alert">
        <p>{message ?? translate("loading.failed")}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {translate("Retry")}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{translate("loading.label")}</span>
    </div>
  );
}
