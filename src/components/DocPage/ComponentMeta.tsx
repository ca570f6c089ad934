import React from "react";
import { translate, type MessageId } from "../../i18n/messages";
import * as styles from "./styles.module.css";

/** Status and implementations of a component page, shown under its title. */
export function ComponentMeta({ status, implementations }: { status?: string | null; implementations?: readonly string[] | null }) {
  if (!status && !implementations?.length) return null;
  return (
    <dl className={styles.meta}>
      {status && (
        <div>
          <dt>{translate("components.status")}</dt>
          <dd className={status === "deprecated" ? styles.deprecated : styles.stable}>{translate(`status.${status}` as MessageId)}</dd>
        </div>
      )}
      {implementations && implementations.length > 0 && (
        <div>
          <dt>{translate("components.implementations")}</dt>
          <dd>{implementations.map((name) => translate(`implementation.${name}` as MessageId)).join(", ")}</dd>
        </div>
      )}
    </dl>
  );
}
