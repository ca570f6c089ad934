import { Admonition, Do, DoDont, Dont } from "./Admonition";
import { CodeBlock } from "./CodeBlock";
import { ComponentApi, PlaygroundLink } from "./ComponentApi";
import { heading } from "./Heading";
import { MdxLink } from "./MdxLink";
import { MdxInput } from "./TaskListMark";
import { ScrollableTable } from "../ScrollableTable";
import { AllVersions } from "../AllVersions";

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
};
