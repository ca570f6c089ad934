import React from "react";
import sources from "../../../content/release/sources.json";
import { siteConfig } from "@site-config";
import { docsText, type DocsMessageId } from "../../i18n/docs";
import { articleText } from "../../i18n/article";
import { shellText } from "../../i18n/shell";
import { sourceLinks, sourcePathsOf, type ReleaseFolders } from "../shared/componentSources";
import { versionOf } from "../../lib/paths";
import { useDocContext } from "../shared/DocContext";
import * as styles from "./styles.module.css";

/**
 * A component page's links to its code in the design system's repository, one per implementation,
 * at the site's release (src/article/shared/componentSources.ts). Part of the article's server-rendered HTML,
 * so it costs the page no script; other pages get nothing.
 */
export function ComponentSources() {
  const { route, implementations } = useDocContext();
  const paths = sourcePathsOf(route, implementations, sources as ReleaseFolders);
  const links = sourceLinks(siteConfig.links.sourceTree, versionOf(siteConfig.baseUrl), paths);
  if (links.length === 0) return null;
  return (
    <dl className={styles.sources}>
      <div>
        <dt>{articleText("sources.title")}</dt>
        <dd>
          <ul>
            {links.map(({ implementation, href }) => (
              <li key={implementation}>
                <a href={href}>
                  {docsText(`implementation.${implementation}` as DocsMessageId)}
                  <span className="visually-hidden"> {shellText("link.external")}</span>
                </a>
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}
