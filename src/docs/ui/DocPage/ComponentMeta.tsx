import React from "react";
import { docsText, type DocsMessageId } from "../../../i18n/docs";
import * as styles from "./styles.module.css";

/** Status and implementations of a component page, shown under its title. */
export function ComponentMeta({
  status,
  implementations,
}: {
  status?: string | null;
  implementations?: readonly string[] | null;
}) {
  if (!status && !implementations?.length) return null;
  return (
    <dl className={styles.meta}>
      {status && (
        <div>
          <dt>{docsText("component.status")}</dt>
          <dd className={status === "deprecated" ? styles.deprecated : styles.stable}>
            {docsText(`status.${status}` as DocsMessageId)}
          </dd>
        </div>
      )}
      {implementations && implementations.length > 0 && (
        <div>
          <dt>{docsText("component.implementations")}</dt>
          <dd>{implementations.map((name) => docsText(`implementation.${name}` as DocsMessageId)).join(", ")}</dd>
        </div>
      )}
    </dl>
  );
}
