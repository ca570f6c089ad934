import type { HeadProps } from "gatsby";
import React from "react";
import { siteConfig } from "@site-config";
import { Seo } from "../components/Seo";
import { SmartLink } from "../components/SmartLink";
import checks from "../data/accessibilityChecks.json";
import manualChecks from "../data/manualAccessibilityChecks.json";
import { statementText } from "../i18n/statement";
import { dutchDate } from "../lib/dates";
import { routeOf } from "../lib/paths";
import * as styles from "./statement.module.css";

const ISSUES = "https://github.com/dso-toolkit/dso-toolkit/issues";

/** A check done by hand: not done until someone records the day and what they found. */
interface ManualCheck {
  id: string;
  name: string;
  doneOn: string | null;
  result: string | null;
}

const done = (check: ManualCheck): check is ManualCheck & { doneOn: string; result: string } =>
  !!check.doneOn && !!check.result;

/**
 * /toegankelijkheid: the accessibility statement. Its figures come from
 * src/data/accessibilityChecks.json, which e2e/wcag.spec.ts keeps equal to what it checks; the
 * spec also reads them back from this page's built HTML. The checks by hand come from
 * src/data/manualAccessibilityChecks.json: each shows as not done until its `doneOn` (YYYY-MM-DD)
 * and `result` are filled in, and the page claims no more than those records say.
 */
export default function AccessibilityStatement() {
  const { figures, checkedOn } = checks;
  const byHand: ManualCheck[] = manualChecks.checks;
  const [wide, narrow] = figures.keyboardViewports;
  return (
    <div className={styles.statement}>
      <h1>{statementText("statement.title")}</h1>
      <p>{statementText("statement.intro")}</p>

      <h2>{statementText("statement.scope.title")}</h2>
      <p>{statementText("statement.scope.text", { site: `${siteConfig.url}${__PATH_PREFIX__}/` })}</p>

      <h2>{statementText("statement.standard.title")}</h2>
      <p>{statementText("statement.standard.text")}</p>

      <h2>{statementText("statement.status.title")}</h2>
      <p>{statementText("statement.status.text")}</p>
      <p>
        {statementText(
          byHand.every((check) => done(check)) ? "statement.status.byHandDone" : "statement.status.byHandPending",
        )}
      </p>

      <h2>{statementText("statement.checks.title")}</h2>
      <p>{statementText("statement.checks.automated")}</p>
      <ul>
        <li>
          <span data-figure="pages">{figures.pages}</span> {statementText("statement.checks.pages")}
        </li>
        <li>{statementText("statement.checks.reflow", { viewport: figures.reflowViewport })}</li>
        <li>{statementText("statement.checks.spacing")}</li>
        <li>
          <span data-figure="textSizeTemplates">{figures.textSizeTemplates}</span>{" "}
          {statementText("statement.checks.textSize")}
        </li>
        <li>{statementText("statement.checks.keyboard", { wide, narrow })}</li>
        <li>{statementText("statement.checks.more")}</li>
      </ul>
      <p>{statementText("statement.checks.criteria")}</p>
      <ul>
        {figures.automated.map((criterion) => (
          <li key={criterion.id}>{`${criterion.id} ${criterion.name}: ${criterion.how}`}</li>
        ))}
      </ul>
      <p>
        {statementText("statement.checks.date")} <time dateTime={checkedOn}>{dutchDate(checkedOn)}</time>.
      </p>

      <h2>{statementText("statement.byHand.title")}</h2>
      <p>{statementText("statement.byHand.intro")}</p>
      <ul>
        {byHand.map((check) => (
          <li key={check.id} data-manual-check={check.id}>
            {`${check.name}: `}
            {done(check) ? (
              <>
                {statementText("statement.byHand.done")} <time dateTime={check.doneOn}>{dutchDate(check.doneOn)}</time>.{" "}
                {check.result}
              </>
            ) : (
              statementText("statement.byHand.notDone")
            )}
          </li>
        ))}
      </ul>
      <p>{statementText("statement.byHand.criteria")}</p>
      <ul>
        {figures.byHand.map((criterion) => (
          <li key={criterion.id}>{`${criterion.id} ${criterion.name}`}</li>
        ))}
      </ul>
      <p>{statementText("statement.byHand.note")}</p>

      <h2>{statementText("statement.known.title")}</h2>
      <p>{statementText("statement.known.examples")}</p>
      <p>{statementText("statement.known.meaning")}</p>

      <h2>{statementText("statement.report.title")}</h2>
      <p>
        {statementText("statement.report.text")}{" "}
        <SmartLink href={ISSUES}>{statementText("statement.report.link")}</SmartLink>
      </p>
      <p>{statementText("statement.report.what")}</p>
    </div>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title={statementText("statement.title")}
      description={statementText("statement.description")}
      path={routeOf(location.pathname, __PATH_PREFIX__)}
    />
  );
}
