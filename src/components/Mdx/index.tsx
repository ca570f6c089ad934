import React, { useId } from "react";
import { Admonition, Do, DoDont, Dont } from "./Admonition";
import { CodeBlock } from "./CodeBlock";
import { ComponentApi } from "./ComponentApi";
import { ComponentSources } from "./ComponentSources";
import { PlaygroundLink } from "./PlaygroundLink";
import { heading } from "./Heading";
import { MdxLink } from "./MdxLink";
import { MdxInput } from "./TaskListMark";
import { useDocContext } from "./DocContext";
import { AllVersions as AllVersionsList } from "../AllVersions";
import { Island } from "../ArticleBody/islands";
import { Example as ExampleFrames, type ExampleProps } from "../Example";
import { ScrollableTable } from "../ScrollableTable";

/**
 * A live example: the browser hydrates it on its own (src/components/ArticleBody/islands.tsx), so
 * what it needs of the page, and its id, are props that the server writes into the HTML.
 */
function Example(props: Omit<ExampleProps, "page" | "id">) {
  const { route, title } = useDocContext();
  const island = { ...props, page: { route, title }, id: useId() };
  return (
    <Island name="example" props={island}>
      <ExampleFrames {...island} />
    </Island>
  );
}

function AllVersions() {
  return (
    <Island name="all-versions" props={{}}>
      <AllVersionsList />
    </Island>
  );
}

/** Around every article: a component page's source links come first, right under its status line. */
function wrapper({ children }: { children?: React.ReactNode }) {
  return (
    <>
      <ComponentSources />
      {children}
    </>
  );
}

/**
 * Everything an MDX author can use without an import. The server renders them into the article's
 * HTML; in the browser only the islands and the article's click handler act (src/components/ArticleBody).
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
  AllVersions,
  Example,
};
