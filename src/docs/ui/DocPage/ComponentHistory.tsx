import { Link } from "gatsby";
import React from "react";
import { siteConfig } from "@site-config";
import { dutchDate } from "../../../lib/dates";
import { docsText, type DocsMessageId } from "../../../i18n/docs";
import { shellText } from "../../../i18n/shell";
import type { HistoryEntry } from "../../shared/historyShapes";
import * as styles from "./styles.module.css";

/** The newest releases show at once; older ones wait behind a disclosure, so a long history stays short. */
const SHOWN = 8;

export const HISTORY_ID = "geschiedenis";

/** A component page's history: the releases that changed it, newest first (src/docs/build/componentHistory.ts). */
export function ComponentHistory({ until, entries }: { until: string; entries: HistoryEntry[] }) {
  if (entries.length === 0) return null;
  const older = entries.slice(SHOWN);
  return (
    <section className={styles.history} aria-labelledby={HISTORY_ID}>
      <h2 id={HISTORY_ID}>{docsText("history.title")}</h2>
      <p>{docsText("history.intro", { version: until })}</p>
      <Releases entries={entries.slice(0, SHOWN)} />
      {older.length > 0 && (
        <details>
          <summary>{docsText("history.older", { count: older.length })}</summary>
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
          {entry.post ? <Link to={entry.post}>{entry.version}</Link> : <span>{entry.version}</span>}
          {entry.date && (
            <>
              {" ("}
              <time dateTime={entry.date}>{dutchDate(entry.date)}</time>
              {")"}
            </>
          )}
          {": "}
          {entry.kinds.map((kind) => docsText(`history.kind.${kind}` as DocsMessageId)).join(", ")}
          {entry.breaking && (
            <>
              {"; "}
              <strong>{docsText("history.breaking")}</strong>
            </>
          )}
          {entry.issues.length > 0 && (
            <>
              {`; ${docsText("history.issues")} `}
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
