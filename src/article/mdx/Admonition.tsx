import React from "react";
import { articleText, type ArticleMessageId } from "../../i18n/article";
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
      aria-label={title ?? articleText(`admonition.${kind}` as ArticleMessageId)}
    >
      <p className={styles.admonitionTitle}>{title ?? articleText(`admonition.${kind}` as ArticleMessageId)}</p>
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
        {articleText("doDont.do")}
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
        {articleText("doDont.dont")}
      </p>
      {children}
    </div>
  );
}
