import React from "react";
import { articleText } from "../../i18n/article";
import * as styles from "./styles.module.css";

type Level = "h2" | "h3" | "h4";

function textOf(node: React.ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (React.isValidElement(node)) return textOf((node.props as { children?: React.ReactNode }).children);
  return "";
}

/** Headings get a named anchor link that is visible on hover and on focus. */
export function heading(Tag: Level) {
  return function Heading({ id, children, ...rest }: React.HTMLAttributes<HTMLHeadingElement>) {
    return (
      <Tag id={id} className={styles.heading} {...rest}>
        {children}
        {id && (
          <a
            href={`#${id}`}
            className={styles.anchor}
            aria-label={articleText("heading.anchor", { title: textOf(children) })}
          >
            #
          </a>
        )}
      </Tag>
    );
  };
}
