import React from "react";
import { Admonition, Do, DoDont, Dont } from "./Admonition";
import { CodeBlock } from "./CodeBlock";
import { ComponentApi } from "./ComponentApi";
import { ComponentSources } from "./ComponentSources";
import { ComponentHistory } from "./ComponentHistory";
import { PlaygroundLink } from "./PlaygroundLink";
// Every export of ReleaseValues.tsx is an MDX component (the release's own values).
import * as releaseValues from "./ReleaseValues";
import { heading } from "./Heading";
import { MdxLink } from "./MdxLink";
import { MdxInput } from "./TaskListMark";
import { islandComponent } from "../islands/islands";
import { ScrollableTable } from "../../components/ScrollableTable";

/** Around every article: a component page's source links come first, right under its status line. */
function wrapper({ children }: { children?: React.ReactNode }) {
  return (
    <>
      <ComponentSources />
      {children}
      <ComponentHistory />
    </>
  );
}

/**
 * Everything an MDX author can use without an import. The server renders them into the article's
 * HTML; in the browser only the islands and the article's click handler act (src/article).
 */
export const mdxComponents = {
  wrapper,
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
  ...releaseValues,
  // Islands: the browser hydrates them on their own (src/article/islands/islands.tsx).
  AllVersions: islandComponent("all-versions"),
  Example: islandComponent("example"),
};
