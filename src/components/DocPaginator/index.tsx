import { Link } from "gatsby";
import React from "react";
import type { Crumb } from "../../lib/sidebar";
import { docsText } from "../../i18n/docs";
import * as styles from "./styles.module.css";

export function Pager({ label, previous, next }: { label: string; previous?: Crumb & { kind: string }; next?: Crumb & { kind: string } }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      {previous?.href && (
        <Link to={previous.href} className={styles.link} rel="prev">
          <span className={styles.kind}>{previous.kind}</span>
          <span className={styles.title}>« {previous.label}</span>
        </Link>
      )}
      {next?.href && (
        <Link to={next.href} className={`${styles.link} ${styles.next}`} rel="next">
          <span className={styles.kind}>{next.kind}</span>
          <span className={styles.title}>{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}

/** "Vorige" / "Volgende" in sidebar order. */
export function DocPaginator({ previous, next }: { previous?: Crumb; next?: Crumb }) {
  return (
    <Pager
      label={docsText("paginator.label")}
      previous={previous && { ...previous, kind: docsText("paginator.previous") }}
      next={next && { ...next, kind: docsText("paginator.next") }}
    />
  );
}
