import React from "react";
import { docsText } from "../../i18n/docs";
import * as styles from "./styles.module.css";

interface Props extends React.TableHTMLAttributes<HTMLTableElement> {
  /** Names the scroll region for screen readers; defaults to a generic "table" label. */
  label?: string;
}

/**
 * A table that scrolls sideways inside its own box on narrow screens, so the
 * page itself never does (WCAG 1.4.10). The box takes keyboard focus, or
 * keyboard users could not scroll it (axe: scrollable-region-focusable). It is
 * a named group, not a region: a page with several tables would otherwise
 * have several landmarks of the same name.
 */
export function ScrollableTable({ label, children, ...rest }: Props) {
  return (
    // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroll} tabIndex={0} role="group" aria-label={label ?? docsText("table.label")}>
      <table {...rest}>{children}</table>
    </div>
  );
}
