import React from "react";
import { shellText } from "../../i18n/shell";
import * as styles from "./styles.module.css";

/** Loading spinner, or the failure text with "Opnieuw proberen", for any lazily loaded part. */
export function LoadState({ failed, onRetry, message }: { failed: boolean; onRetry: () => void; message?: string }) {
  if (failed) {
    return (
      <div className={styles.failed} role="alert">
        <p>{message ?? shellText("loading.failed")}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {shellText("loading.retry")}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.loading} role="status">
      <span className="loading-spinner" aria-hidden="true" />
      <span>{shellText("loading.label")}</span>
    </div>
  );
}
