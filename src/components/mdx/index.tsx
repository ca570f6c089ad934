import React, { lazy, Suspense } from "react";
import { Admonition, Do, DoDont, Dont } from "./Admonition";
import { CodeBlock } from "./CodeBlock";
import { ComponentApi } from "./ComponentApi";
import { PlaygroundLink } from "./PlaygroundLink";
import { heading } from "./Heading";
import { MdxLink } from "./MdxLink";
import { MdxInput } from "./TaskListMark";
import { ScrollableTable } from "../ScrollableTable";
import type { ExampleProps } from "../Example";

/**
 * A part of a page that loads as its own chunk. The server render waits for it, and the browser
 * keeps that HTML until the code has arrived. Until then the part must not be updated: an update
 * to a boundary that is still hydrating makes React drop its HTML and render it again in the
 * browser (React error 421), which blanks the part for a moment and moves the page below it. MDX
 * passes new props objects whenever the page renders, so props are compared by value.
 */
function lazyPart<Props extends object>(load: () => Promise<React.FunctionComponent<Props>>) {
  // Typed as the component it loads: React's lazy type adds ref props the parts do not take.
  const Lazy = lazy(() => load().then((component) => ({ default: component }))) as unknown as React.FunctionComponent<Props>;
  const Part = (props: Props) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
  return React.memo(Part, (before, after) => JSON.stringify(before) === JSON.stringify(after));
}

// Only the all-versions page uses this, so it is not part of every doc page's scripts.
const AllVersions = lazyPart(() => import("../AllVersions").then(({ AllVersions: component }) => component));
// The live examples and their frame logic load only on pages that have one.
const Example = lazyPart<ExampleProps>(() => import("../Example").then(({ Example: component }) => component));

/** Everything an MDX author can use without an import. */
export const mdxComponents = {
  h2: heading("h2"),
  h3: heading("h3"),
  h4: heading("h4"),
  pre: CodeBlock,
  a: MdxLink,
  table: ScrollableTable,
  input: MdxInput,
  Admonition,
  DoDont,
  Do,
  Dont,
  ComponentApi,
  PlaygroundLink,
  AllVersions,
  Example,
};
