import React, { useRef } from "react";
import { docsText, type DocsMessageId } from "../../../i18n/docs";
import { exampleText } from "../../../i18n/examples";
import { shellText } from "../../../i18n/shell";
import type { Implementation } from "../../../lib/playground";
import { ExampleFrame } from "./ExampleFrame";
import { useImplementationChoice } from "./useImplementationChoice";
import * as styles from "./styles.module.css";

/** One implementation's story: its frame's address and title, and its page in the playground. */
export interface ExampleStory {
  src: string;
  title: string;
  href: string;
}

/** The island's props, worked out on the server from what the author wrote (./serverProps.ts). */
export interface ExampleProps {
  variant: string;
  implementations: Implementation[];
  /** A whole example page of the playground rather than one component's story: no switch. */
  isExamplePage?: boolean;
  /** Every implementation's story, of this site's version. */
  stories: Partial<Record<Implementation, ExampleStory>>;
  /** Unique on the page: the tabs' and the panel's ids start with it. */
  id: string;
}

export const implementationLabel = (implementation: Implementation) =>
  docsText(`implementation.${implementation}` as DocsMessageId);

/** A live playground story of the same version, with a switch when there are several implementations. */
export function Example({ variant, implementations, isExamplePage, stories, id }: ExampleProps) {
  const [current, choose] = useImplementationChoice(implementations);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const story = stories[current]!;

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

  const frame = <ExampleFrame key={story.src} src={story.src} title={story.title} />;
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
                {implementationLabel(implementation)}
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
        <a href={story.href} target="_blank" rel="noopener noreferrer">
          {exampleText("example.playground")}
          <span className="visually-hidden"> {shellText("link.externalNewTab")}</span>
        </a>
      </figcaption>
    </figure>
  );
}
