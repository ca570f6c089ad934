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

// Only the all-versions page uses this, so it is not part of every doc page's scripts. The server
// render waits for it, and the browser keeps that HTML until the code has arrived.
const LazyAllVersions = lazy(() => import("../AllVersions").then(({ AllVersions }) => ({ default: AllVersions })));
const AllVersions = () => (
  <Suspense fallback={null}>
    <LazyAllVersions />
  </Suspense>
);

// The live examples and their frame logic load as their own chunk, only on pages that have one.
const LazyExample = lazy(() => import("../Example").then(({ Example }) => ({ default: Example })));
const Example = (props: ExampleProps) => (
  <Suspense fallback={null}>
    <LazyExample {...props} />
  </Suspense>
);

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
