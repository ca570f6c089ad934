import React from "react";
import { siteConfig } from "../../../site.config";
import { translate } from "../../i18n/messages";
import { ScrollableTable } from "../ScrollableTable";
import { useDocContext } from "./DocContext";
import * as styles from "./styles.module.css";

/** The API of one web component, rendered from content/web-components.json (never typed by hand). */
export function ComponentApi({ tag }: { tag: string }) {
  const meta = useDocContext().componentApi.find((candidate) => candidate.tag === tag);
  // The build checks every tag, so this only happens if the page context is stale.
  if (!meta) throw new Error(`No API metadata for <${tag}>`);
  if (meta.props.length + meta.events.length + meta.methods.length === 0) return <p>{translate("api.none", { tag: `<${tag}>` })}</p>;
  return (
    <div className={styles.api}>
      {meta.props.length > 0 && (
        <ScrollableTable label={translate("api.properties", { tag: `<${tag}>` })}>
          <caption>{translate("api.properties", { tag: `<${tag}>` })}</caption>
          <thead>
            <tr>
              <th scope="col">{translate("api.property")}</th>
              <th scope="col">{translate("api.attribute")}</th>
              <th scope="col">{translate("api.type")}</th>
              <th scope="col">{translate("api.default")}</th>
              <th scope="col">{translate("api.required")}</th>
            </tr>
          </thead>
          <tbody>
            {meta.props.map((prop) => (
              <tr key={prop.name}>
                <th scope="row"><code>{prop.name}</code></th>
                <td>{prop.attribute ? <code>{prop.attribute}</code> : "—"}</td>
                <td><code>{prop.type}</code></td>
                <td>{prop.default !== undefined ? <code>{prop.default}</code> : "—"}</td>
                <td>{translate(prop.optional ? "api.no" : "api.yes")}</td>
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      )}
      {meta.events.length > 0 && (
        <ScrollableTable label={translate("api.events", { tag: `<${tag}>` })}>
          <caption>{translate("api.events", { tag: `<${tag}>` })}</caption>
          <thead>
            <tr>
              <th scope="col">{translate("api.event")}</th>
              <th scope="col">{translate("api.detail")}</th>
            </tr>
          </thead>
          <tbody>
            {meta.events.map((event) => (
              <tr key={event.name}>
                <th scope="row"><code>{event.name}</code></th>
                <td><code>{event.detail}</code></td>
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      )}
      {meta.methods.length > 0 && (
        <ScrollableTable label={translate("api.methods", { tag: `<${tag}>` })}>
          <caption>{translate("api.methods", { tag: `<${tag}>` })}</caption>
          <thead>
            <tr>
              <th scope="col">{translate("api.method")}</th>
              <th scope="col">{translate("api.signature")}</th>
            </tr>
          </thead>
          <tbody>
            {meta.methods.map((method) => (
              <tr key={method.name}>
                <th scope="row"><code>{method.name}</code></th>
                <td><code>{method.signature}</code></td>
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      )}
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
