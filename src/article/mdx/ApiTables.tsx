import React from "react";
import { memberAnchor, type MemberKind, type WebComponent } from "../shared/webComponentApi";
import { parseInline } from "../shared/inlineMarkdown";
import { apiTableText, type ApiTableMessageId } from "../../i18n/apiTables";
import { ScrollableTable } from "../../components/ScrollableTable";
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

/** Each kind of member's table: its caption and the header of its first column. */
const TABLES: Record<MemberKind, { caption: ApiTableMessageId; name: ApiTableMessageId }> = {
  props: { caption: "api.properties", name: "api.property" },
  events: { caption: "api.events", name: "api.event" },
  methods: { caption: "api.methods", name: "api.signature" },
  slots: { caption: "api.slots", name: "api.slot" },
  parts: { caption: "api.parts", name: "api.part" },
  cssProperties: { caption: "api.cssProperties", name: "api.cssProperty" },
};

type Member<Kind extends MemberKind> = WebComponent[Kind][number];

interface TableProps<Kind extends MemberKind> {
  api: WebComponent;
  kind: Kind;
  /** What the first column shows of a member, where that is not its name: it links to the row's anchor. */
  label?: (member: Member<Kind>) => React.ReactNode;
  /** Details below the first column's link. */
  more?: (member: Member<Kind>) => React.ReactNode;
  /** Columns between the name and the description. */
  columns?: Array<Column<Member<Kind>>>;
}

/** One table of members. Each row has a stable anchor, and its name links to it so it can be copied. */
function ApiTable<Kind extends MemberKind>({ api, kind, label, more, columns = [] }: TableProps<Kind>) {
  const members: ReadonlyArray<Member<Kind>> = api[kind];
  if (members.length === 0) return null;
  const title = apiTableText(TABLES[kind].caption, { tag: `<${api.tag}>` });
  return (
    <ScrollableTable label={title}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{apiTableText(TABLES[kind].name)}</th>
          {columns.map((column) => (
            <th scope="col" key={column.header}>
              {apiTableText(column.header)}
            </th>
          ))}
          <th scope="col">{apiTableText("api.description")}</th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => {
          const anchor = memberAnchor(api.tag, kind, member.name);
          return (
            <tr key={anchor} id={anchor} className={styles.member}>
              <th scope="row">
                <a href={`#${anchor}`} className={styles.memberLink}>
                  {label ? label(member) : code(member.name)}
                </a>
                {"deprecated" in member && member.deprecated && (
                  <span className={styles.deprecated}>{apiTableText("api.deprecated")}</span>
                )}
                {more?.(member)}
              </th>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(member)}</td>
              ))}
              <td className={styles.description}>
                <Description text={member.description} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}

/** The tables of a web component's API, one per kind of member that it has (ComponentApi.tsx renders them). */
export function ApiTables({ api }: { api: WebComponent }) {
  return (
    <div className={styles.api}>
      {api.deprecated && <p>{apiTableText("api.componentDeprecated", { tag: `<${api.tag}>` })}</p>}
      <ApiTable
        api={api}
        kind="props"
        more={(prop) => (
          <span className={styles.detail}>
            {prop.attribute === null ? (
              apiTableText("api.noAttribute")
            ) : (
              <>
                {apiTableText("api.attributeIs")} <code>{prop.attribute}</code>
              </>
            )}
          </span>
        )}
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
        api={api}
        kind="events"
        columns={[{ header: "api.detail", cell: (event) => <code>{event.detail}</code> }]}
      />
      <ApiTable api={api} kind="methods" label={(method) => <code>{method.signature}</code>} />
      <ApiTable
        api={api}
        kind="slots"
        label={(slot) => (slot.name === null ? apiTableText("api.defaultSlot") : <code>{slot.name}</code>)}
      />
      <ApiTable api={api} kind="parts" />
      <ApiTable api={api} kind="cssProperties" />
    </div>
  );
}
