import React, { useRef } from "react";
import { siteConfig } from "../../../site.config";
import { docsText, type DocsMessageId } from "../../i18n/docs";
import { exampleText } from "../../i18n/examples";
import { shellText } from "../../i18n/shell";
import { versionOf } from "../../lib/paths";
import { componentNameOf, frameUrl, storyPageUrl, type Implementation, type StoryArgs } from "../../lib/playground";
import { ExampleFrame } from "./ExampleFrame";
import { useImplementationChoice } from "./useImplementationChoice";
import * as styles from "./styles.module.css";

export interface ExampleProps {
  /** The component's name in the playground; by default the page's own (`accordion` on /components/accordion). */
  name?: string;
  variant: string;
  implementations: Implementation[];
  args?: StoryArgs;
  /** A whole example page of the playground rather than one component's story. */
  isExamplePage?: boolean;
  /** The doc page it is on. */
  page: { route: string; title: string };
  /** Unique on the page: the tabs' and the panel's ids start with it. */
  id: string;
}

const label = (implementation: Implementation) => docsText(`implementation.${implementation}` as DocsMessageId);

/** A live playground story of the same version, with a switch when there are several implementations. */
export function Example({ name, variant, implementations, args, isExamplePage, page, id }: ExampleProps) {
  const { route, title } = page;
  const component = name ?? componentNameOf(route);
  const [current, choose] = useImplementationChoice(implementations);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const version = versionOf(siteConfig.baseUrl);
  const story = { name: component, variant, implementation: current, isExamplePage };
  const src = frameUrl(siteConfig.links.playgroundFrames, story, version, args);
  const frameTitle = exampleText("example.title", {
    component: name ? component : title,
    variant,
    implementation: label(current),
  });

  function onKeyDown(event: React.KeyboardEvent) {
    const index = implementations.indexOf(current);
    const last = implementations.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(implementations[next]);
    tabs.current[next]?.focus();
  }

  const frame = <ExampleFrame key={src} src={src} title={frameTitle} />;
  return (
    <figure className={styles.example}>
      {implementations.length > 1 && !isExamplePage ? (
        <>
          <div role="tablist" aria-label={exampleText("example.implementations", { variant })} className={styles.tabs}>
            {implementations.map((implementation, index) => (
              <button
                key={implementation}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${id}-${implementation}`}
                aria-selected={implementation === current}
                aria-controls={`${id}-panel`}
                tabIndex={implementation === current ? 0 : -1}
                className={styles.tab}
                onClick={() => choose(implementation)}
                onKeyDown={onKeyDown}
              >
                {label(implementation)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current}`}>
            {frame}
          </div>
        </>
      ) : (
        frame
      )}
      <figcaption className={styles.caption}>
        <a href={storyPageUrl(siteConfig.links.playground, story, args)} target="_blank" rel="noopener noreferrer">
          {exampleText("example.playground")}
          <span className="visually-hidden"> {shellText("link.externalNewTab")}</span>
        </a>
      </figcaption>
    </figure>
  );
}
