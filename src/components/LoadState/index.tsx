import React from "react";
import { shellText } from "../../i18n/shell";
import * as styles from "./styles.module.css";

interface Props {
  failed: boolean;
  onRetry: () => void;
  message?: string;
  /** False where the part announces its failure itself, in a live region that was there before. */
  alert?: boolean;
}

/** Loading spinner, or the failure text with "Opnieuw proberen", for any lazily loaded part. */
export function LoadState({ failed, onRetry, message, alert = true }: Props) {
  if (failed)
    return (
      <div className={styles.failed} role={alert ? "alert" : undefined}>
        <p>{message ?? shellText("loading.failed")}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {shellText("loading.retry")}
        </button>
      </div>
    );
  return (
    <div className={styles.loading} role="status">
      <span className="loading-spinner" aria-hidden="true" />
      <span>{shellText("loading.label")}</span>
    </div>
  );
}
