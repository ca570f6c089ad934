import { Link } from "gatsby";
import React from "react";
import type { Crumb } from "../../docs/shared/sidebarShapes";
import * as styles from "./styles.module.css";

/** Links to the previous and the next page, each with its kind ("Vorige", "Ouder bericht") above its title. */
export function Pager({
  label,
  previous,
  next,
}: {
  label: string;
  previous?: Crumb & { kind: string };
  next?: Crumb & { kind: string };
}) {
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
