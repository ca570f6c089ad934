import React from "react";
import { docsText, type DocsMessageId } from "../../i18n/docs";
import * as styles from "./styles.module.css";

type Kind = "note" | "tip" | "info" | "warning" | "danger";

export function Admonition({
  type = "note",
  title,
  children,
}: {
  type?: Kind;
  title?: string;
  children: React.ReactNode;
}) {
  const kind: Kind = ["note", "tip", "info", "warning", "danger"].includes(type) ? type : "note";
  return (
    <aside
      className={`${styles.admonition} ${styles[kind]}`}
      aria-label={title ?? docsText(`admonition.${kind}` as DocsMessageId)}
    >
      <p className={styles.admonitionTitle}>{title ?? docsText(`admonition.${kind}` as DocsMessageId)}</p>
      {children}
    </aside>
  );
}

export function DoDont({ children }: { children: React.ReactNode }) {
  return <div className={styles.doDont}>{children}</div>;
}

export function Do({ children }: { children: React.ReactNode }) {
  return (
    <div className={`${styles.verdict} ${styles.doBox}`}>
      <p className={styles.verdictTitle}>
        <span aria-hidden="true">✓ </span>
        {docsText("doDont.do")}
      </p>
      {children}
    </div>
  );
}

export function Dont({ children }: { children: React.ReactNode }) {
  return (
    <div className={`${styles.verdict} ${styles.dontBox}`}>
      <p className={styles.verdictTitle}>
        <span aria-hidden="true">✗ </span>
        {docsText("doDont.dont")}
      </p>
      {children}
    </div>
  );
}
