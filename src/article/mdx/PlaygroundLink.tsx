import React from "react";
import { siteConfig } from "@site-config";
import { articleText } from "../../i18n/article";
import { shellText } from "../../i18n/shell";
import { useDocContext } from "../shared/DocContext";
import * as styles from "./styles.module.css";

const PLAYGROUND_ORDER = ["core", "html-css", "react", "angular"];

/** The playground (Storybook) address of a component, preferring its web-component stories. */
export function playgroundUrl(component: string, implementations: string[]): string {
  const implementation = PLAYGROUND_ORDER.find((candidate) => implementations.includes(candidate)) ?? "html-css";
  return `${siteConfig.links.playground}/?path=/docs/${implementation}-${component}--docs`;
}

export function PlaygroundLink({ component }: { component: string }) {
  const { title, implementations } = useDocContext();
  return (
    <p>
      <a href={playgroundUrl(component, implementations)} className={styles.playground}>
        {articleText("playground.link", { name: title.replace(/\s*\(Deprecated\)$/, "") })}
        <span className="visually-hidden"> {shellText("link.external")}</span>
      </a>
    </p>
  );
}
