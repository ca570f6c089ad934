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
  const label = title ?? articleText(`admonition.${kind}` as ArticleMessageId);
  return (
    <aside className={`${styles.admonition} ${styles[kind]}`} aria-label={label}>
      <p className={styles.admonitionTitle}>{label}</p>
      {children}
    </aside>
  );
}

export function DoDont({ children }: { children: React.ReactNode }) {
  return <div className={styles.doDont}>{children}</div>;
}

function verdict(side: "do" | "dont", box: string, mark: string) {
  return function Verdict({ children }: { children: React.ReactNode }) {
    return (
      <div className={`${styles.verdict} ${box}`}>
        <p className={styles.verdictTitle}>
          <span aria-hidden="true">{mark}</span>
          {articleText(`doDont.${side}`)}
        </p>
        {children}
      </div>
    );
  };
}

/** The two sides of a DoDont: the mark is decoration, the title says which side it is. */
export const Do = verdict("do", styles.doBox, "✓ ");
export const Dont = verdict("dont", styles.dontBox, "✗ ");
