import { lazyPart } from "./lazyPart";
import { Admonition, Do, DoDont, Dont } from "./Admonition";
import { CodeBlock } from "./CodeBlock";
import { ComponentApi } from "./ComponentApi";
import { PlaygroundLink } from "./PlaygroundLink";
import { heading } from "./Heading";
import { MdxLink } from "./MdxLink";
import { MdxInput } from "./TaskListMark";
import { ScrollableTable } from "../ScrollableTable";
import type { ExampleProps } from "../Example";

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
