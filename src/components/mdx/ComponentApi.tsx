import React from "react";
import { siteConfig } from "../../../site.config";
import { translate, type MessageId } from "../../i18n/messages";
import { ScrollableTable } from "../ScrollableTable";
import { useDocContext } from "./DocContext";
import * as styles from "./styles.module.css";

interface Column<Row> {
  header: MessageId;
  cell: (row: Row) => React.ReactNode;
}

/** One API table: the first column names the row, the rest describe it. */
function ApiTable<Row extends { name: string }>({ caption, rows, columns }: { caption: string; rows: Row[]; columns: Array<Column<Row>> }) {
  if (rows.length === 0) return null;
  const [first, ...rest] = columns;
  return (
    <ScrollableTable label={caption}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column.header}>
              {translate(column.header)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{first.cell(row)}</th>
            {rest.map((column) => (
              <td key={column.header}>{column.cell(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

const code = (text: string | undefined) => (text === undefined ? "—" : <code>{text}</code>);

/** The API of one web component, rendered from content/web-components.json (never typed by hand). */
export function ComponentApi({ tag }: { tag: string }) {
  const meta = useDocContext().componentApi.find((candidate) => candidate.tag === tag);
  // The build checks every tag, so this only happens if the page context is stale.
  if (!meta) throw new Error(`No API metadata for <${tag}>`);
  const name = { tag: `<${tag}>` };
  if (meta.props.length + meta.events.length + meta.methods.length === 0) return <p>{translate("api.none", name)}</p>;
  return (
    <div className={styles.api}>
      <ApiTable
        caption={translate("api.properties", name)}
        rows={meta.props}
        columns={[
          { header: "api.property", cell: (prop) => code(prop.name) },
          { header: "api.attribute", cell: (prop) => code(prop.attribute) },
          { header: "api.type", cell: (prop) => code(prop.type) },
          { header: "api.default", cell: (prop) => code(prop.default) },
          { header: "api.required", cell: (prop) => translate(prop.optional ? "api.no" : "api.yes") },
        ]}
      />
      <ApiTable
        caption={translate("api.events", name)}
        rows={meta.events}
        columns={[
          { header: "api.event", cell: (event) => code(event.name) },
          { header: "api.detail", cell: (event) => code(event.detail) },
        ]}
      />
      <ApiTable
        caption={translate("api.methods", name)}
        rows={meta.methods}
        columns={[
          { header: "api.method", cell: (method) => code(method.name) },
          { header: "api.signature", cell: (method) => code(method.signature) },
        ]}
      />
    </div>
  );
}

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
        {translate("playground.link", { name: title.replace(/\s*\(Deprecated\)$/, "") })}
        <span className="visually-hidden"> {translate("link.external")}</span>
      </a>
    </p>
  );
}
