import React from "react";
import { Island } from "../islands/islands";
import * as styles from "./styles.module.css";

/** The build puts highlighted HTML on <code data-html>; render it as one string. */
function highlighted(children: React.ReactNode): React.ReactNode {
  if (!React.isValidElement(children)) return children;
  const {
    "data-html": html,
    children: _text,
    ...props
  } = children.props as { "data-html"?: string; children?: React.ReactNode };
  return html === undefined ? children : <code {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A highlighted code block (tokens come from the build) with a copy button whose result is
 * announced. The button is an island: its markup and its code are in src/article/islands/islands.tsx.
 */
export function CodeBlock({ children, ...rest }: React.HTMLAttributes<HTMLPreElement> & { "data-language"?: string }) {
  return (
    <div className={styles.codeBlock}>
      {/* A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre {...rest} tabIndex={0}>
        {highlighted(children)}
      </pre>
      <Island name="copy" />
    </div>
  );
}
