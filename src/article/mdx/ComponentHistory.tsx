import React from "react";
import { siteConfig } from "@site-config";
import { dutchDate } from "../../lib/dates";
import { articleText, type ArticleMessageId } from "../../i18n/article";
import { docsText } from "../../i18n/docs";
import { shellText } from "../../i18n/shell";
import { HISTORY_ID, type HistoryEntry } from "../shared/historyShapes";
import { useDocContext } from "../shared/DocContext";
import { MdxLink } from "./MdxLink";
import { heading } from "./Heading";
import * as styles from "./styles.module.css";

const H2 = heading("h2");

/** The newest releases show at once; older ones wait behind a disclosure, so a long history stays short. */
const SHOWN = 8;

/**
 * A component page's history, last in its article: the releases that changed it, newest first
 * (src/docs/build/componentHistory.ts). Server-rendered like the rest of the article, so it costs
 * the page no script.
 */
export function ComponentHistory() {
  const { history } = useDocContext();
  if (!history || history.entries.length === 0) return null;
  const { until, entries } = history;
  const older = entries.slice(SHOWN);
  return (
    <section className={styles.history} aria-labelledby={HISTORY_ID}>
      <H2 id={HISTORY_ID}>{docsText("history.title")}</H2>
      <p>{articleText("history.intro", { version: until })}</p>
      <Releases entries={entries.slice(0, SHOWN)} />
      {older.length > 0 && (
        <details>
          <summary>{articleText("history.older", { count: older.length })}</summary>
          <Releases entries={older} />
        </details>
      )}
    </section>
  );
}

function Releases({ entries }: { entries: HistoryEntry[] }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.version}>
          {entry.post ? <MdxLink href={entry.post}>{entry.version}</MdxLink> : <span>{entry.version}</span>}
          {entry.date && (
            <>
              {" ("}
              <time dateTime={entry.date}>{dutchDate(entry.date)}</time>
              {")"}
            </>
          )}
          {": "}
          {entry.kinds.map((kind) => articleText(`history.kind.${kind}` as ArticleMessageId)).join(", ")}
          {entry.breaking && (
            <>
              {"; "}
              <strong>{articleText("history.breaking")}</strong>
            </>
          )}
          {entry.issues.length > 0 && (
            <>
              {`; ${articleText("history.issues")} `}
              {entry.issues.map((issue, index) => (
                <React.Fragment key={issue}>
                  {index > 0 && ", "}
                  <a href={siteConfig.links.issue.replace("{number}", String(issue))}>
                    #{issue}
                    <span className="visually-hidden"> {shellText("link.external")}</span>
                  </a>
                </React.Fragment>
              ))}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
