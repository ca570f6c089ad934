import React, { useRef, useState } from "react";
import { docsText } from "../../i18n/docs";
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

/** A highlighted code block (tokens come from the build) with a copy button whose result is announced. */
export function CodeBlock({ children, ...rest }: React.HTMLAttributes<HTMLPreElement> & { "data-language"?: string }) {
  const pre = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const text = pre.current?.textContent ?? "";
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      console.warn("Copying to the clipboard failed:", error);
    }
  };
  return (
    <div className={styles.codeBlock}>
      {/* A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre ref={pre} {...rest} tabIndex={0}>
        {highlighted(children)}
      </pre>
      <button type="button" className={styles.copy} onClick={copy} aria-label={docsText("code.copyLabel")}>
        {copied ? docsText("code.copied") : docsText("code.copy")}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? docsText("code.copiedAnnouncement") : ""}
      </span>
    </div>
  );
}
