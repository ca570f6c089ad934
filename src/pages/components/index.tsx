import { graphql, Link, type PageProps } from "gatsby";
import React, { useId, useState } from "react";
import { ScrollableTable } from "../../components/ScrollableTable";
import { Seo } from "../../components/Seo";
import { docsText, type DocsMessageId } from "../../i18n/docs";
import { pageText } from "../../i18n/pages";
import { IMPLEMENTATIONS } from "../../lib/playground";
import * as styles from "./overview.module.css";

/** Every component with its status and implementations, filterable by name and implementation. */
export default function ComponentsOverview({ data }: PageProps<Queries.ComponentsOverviewQuery>) {
  const [query, setQuery] = useState("");
  const [implementation, setImplementation] = useState("");
  const nameId = useId();
  const implementationId = useId();
  const all = data.allDoc.nodes;
  const needle = query.trim().toLowerCase();
  const shown = all.filter(
    (node) =>
      // Every text includes the empty needle: without a query, all components show.
      [node.title, ...node.keywords].some((text) => text.toLowerCase().includes(needle)) &&
      (!implementation || node.implementations.includes(implementation)),
  );
  return (
    <div className={styles.overview}>
      <h1>{pageText("components.title")}</h1>
      <p>{pageText("components.lead")}</p>
      <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
        <div>
          <label htmlFor={nameId}>{pageText("components.filter")}</label>
          <input
            id={nameId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
        </div>
        <div>
          <label htmlFor={implementationId}>{pageText("components.implementationFilter")}</label>
          <select
            id={implementationId}
            value={implementation}
            onChange={(event) => setImplementation(event.target.value)}
          >
            <option value="">{pageText("components.any")}</option>
            {IMPLEMENTATIONS.map((name) => (
              <option key={name} value={name}>
                {docsText(`implementation.${name}` as DocsMessageId)}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p role="status" className={styles.count}>
        {pageText("components.count", { count: shown.length, total: all.length })}
      </p>
      <ScrollableTable className={styles.table} label={pageText("components.title")}>
        <thead>
          <tr>
            <th scope="col">{pageText("components.name")}</th>
            <th scope="col">{docsText("component.status")}</th>
            <th scope="col">{docsText("component.implementations")}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((node) => (
            <tr key={node.route}>
              <th scope="row">
                <Link to={node.route}>{node.title.replace(/\s*\(Deprecated\)$/, "")}</Link>
                {node.description && <span className={styles.description}>{node.description}</span>}
              </th>
              <td className={node.status === "deprecated" ? styles.deprecated : undefined}>
                {docsText(node.status === "deprecated" ? "status.deprecated" : "status.stable")}
              </td>
              <td>
                {node.implementations.map((name) => docsText(`implementation.${name}` as DocsMessageId)).join(", ") ||
                  "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
    </div>
  );
}

export const query = graphql`
  query ComponentsOverview {
    allDoc(filter: { route: { regex: "/^/components/[^/]+$/" } }, sort: { title: ASC }) {
      nodes {
        title
        description
        status
        keywords
        implementations
        route
      }
    }
  }
`;

export function Head() {
  return <Seo title={pageText("components.title")} description={pageText("components.lead")} path="/components/" />;
}
