import React from "react";
import { memberAnchor, type MemberKind, type WebComponent } from "../../lib/componentApi";
import { parseInline } from "../../lib/inlineMarkdown";
import { apiTableText, type ApiTableMessageId } from "../../i18n/apiTables";
import { ScrollableTable } from "../ScrollableTable";
import { MdxLink } from "./MdxLink";
import * as styles from "./styles.module.css";

/** A description from the metadata: one paragraph of inline markdown. */
function Description({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, index) => {
        if (part.kind === "code") return <code key={index}>{part.text}</code>;
        if (part.kind === "strong") return <strong key={index}>{part.text}</strong>;
        if (part.kind === "link")
          return (
            <MdxLink key={index} href={part.href}>
              {part.text}
            </MdxLink>
          );
        return <React.Fragment key={index}>{part.text}</React.Fragment>;
      })}
    </>
  );
}

const code = (text: string | null) => (text === null ? "—" : <code>{text}</code>);

interface Column<Row> {
  header: ApiTableMessageId;
  cell: (row: Row) => React.ReactNode;
}

const CAPTIONS: Record<MemberKind, ApiTableMessageId> = {
  props: "api.properties",
  events: "api.events",
  methods: "api.methods",
  slots: "api.slots",
  parts: "api.parts",
  cssProperties: "api.cssProperties",
};

interface TableProps<Row> {
  tag: string;
  kind: MemberKind;
  /**
   * The first column: the member's name (or `label`, where that is not what it shows) links to the row's
   * anchor; `more` adds details below it.
   */
  name: {
    header: ApiTableMessageId;
    key: (row: Row) => string | null;
    label?: (row: Row) => React.ReactNode;
    more?: (row: Row) => React.ReactNode;
  };
  /** Columns between the name and the description. */
  columns?: Array<Column<Row>>;
  rows: Row[];
}

/** One table of members. Each row has a stable anchor, and its name links to it so it can be copied. */
function ApiTable<Row extends { description: string }>({ tag, kind, name, columns = [], rows }: TableProps<Row>) {
  if (rows.length === 0) return null;
  const title = apiTableText(CAPTIONS[kind], { tag: `<${tag}>` });
  return (
    <ScrollableTable label={title}>
      <caption>{title}</caption>
      <thead>
        <tr>
          {[name, ...columns].map((column) => (
            <th scope="col" key={column.header}>
              {apiTableText(column.header)}
            </th>
          ))}
          <th scope="col">{apiTableText("api.description")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const anchor = memberAnchor(tag, kind, name.key(row));
          return (
            <tr key={anchor} id={anchor} className={styles.member}>
              <th scope="row">
                <a href={`#${anchor}`} className={styles.memberLink}>
                  {name.label ? name.label(row) : code(name.key(row))}
                </a>
                {name.more?.(row)}
              </th>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
              <td className={styles.description}>
                <Description text={row.description} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}

/** The tables of a web component's API, one per kind of member that it has (ComponentApi.tsx loads them). */
export function ApiTables({ api }: { api: WebComponent }) {
  const { tag, props, events, methods, slots, parts, cssProperties } = api;
  return (
    <div className={styles.api}>
      <ApiTable
        tag={tag}
        kind="props"
        rows={props}
        name={{
          header: "api.property",
          key: (prop) => prop.name,
          more: (prop) => (
            <span className={styles.detail}>
              {prop.attribute === null ? (
                apiTableText("api.noAttribute")
              ) : (
                <>
                  {apiTableText("api.attributeIs")} <code>{prop.attribute}</code>
                </>
              )}
            </span>
          ),
        }}
        columns={[
          {
            header: "api.type",
            cell: (prop) => (
              <>
                <code>{prop.type}</code>
                {prop.default !== null && (
                  <span className={styles.detail}>
                    {apiTableText("api.defaultIs")} <code>{prop.default}</code>
                  </span>
                )}
              </>
            ),
          },
          { header: "api.required", cell: (prop) => apiTableText(prop.required ? "api.yes" : "api.no") },
        ]}
      />
      <ApiTable
        tag={tag}
        kind="events"
        rows={events}
        name={{ header: "api.event", key: (event) => event.name }}
        columns={[{ header: "api.detail", cell: (event) => <code>{event.detail}</code> }]}
      />
      <ApiTable
        tag={tag}
        kind="methods"
        rows={methods}
        name={{
          header: "api.signature",
          key: (method) => method.name,
          label: (method) => <code>{method.signature}</code>,
        }}
      />
      <ApiTable
        tag={tag}
        kind="slots"
        rows={slots}
        name={{
          header: "api.slot",
          key: (slot) => slot.name,
          label: (slot) => (slot.name === null ? apiTableText("api.defaultSlot") : <code>{slot.name}</code>),
        }}
      />
      <ApiTable tag={tag} kind="parts" rows={parts} name={{ header: "api.part", key: (part) => part.name }} />
      <ApiTable
        tag={tag}
        kind="cssProperties"
        rows={cssProperties}
        name={{ header: "api.cssProperty", key: (property) => property.name }}
      />
    </div>
  );
}
