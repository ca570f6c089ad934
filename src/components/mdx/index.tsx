import { Admonition, Do, DoDont, Dont } from "./Admonition";
import { CodeBlock } from "./CodeBlock";
import { ComponentApi, PlaygroundLink, ScrollTable } from "./ComponentApi";
import { heading } from "./Heading";
import { MdxLink } from "./MdxLink";
import { TaskCheckbox } from "./TaskCheckbox";
import { AllVersions } from "../AllVersions";

/** Everything an MDX author can use without an import. */
export const mdxComponents = {
  h2: heading("h2"),
  h3: heading("h3"),
  h4: heading("h4"),
  pre: CodeBlock,
  a: MdxLink,
  table: ScrollTable,
  input: TaskCheckbox,
  Admonition,
  DoDont,
  Do,
  Dont,
  ComponentApi,
  PlaygroundLink,
  AllVersions,
};
