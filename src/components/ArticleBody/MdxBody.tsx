import { MDXProvider } from "@mdx-js/react";
import React from "react";
import metadata from "../../../content/web-components.json";
import type { WebComponent } from "../../lib/componentApi";
import { mdxComponents } from "../Mdx";
import { DocContext, PageRouteContext, type DocContextValue } from "../Mdx/DocContext";

// Every page's MDX, compiled by gatsby-plugin-mdx's loader: .mdx and .md, as its `extensions`
// (gatsby-config.ts) and the routes (src/node/routes.ts) accept; it compiles both as MDX. The
// server render and `gatsby develop` use this module; the browser build puts MdxBody.browser.tsx
// in its place (src/node/webpackHook.ts).
const files = require.context("../../../content", true, /\.mdx?$/);
const componentApi = (metadata as { components: WebComponent[] }).components;
const NO_DOC = { title: "", route: "/", implementations: [] };

/** `source` is the file below the project, such as `content/docs/intro.mdx`; `route` is the page's. */
export function MdxBody({
  source,
  route,
  doc = NO_DOC,
}: {
  source: string;
  route: string;
  doc?: Omit<DocContextValue, "componentApi">;
}) {
  const key = `./${source.replace(/^content\//, "")}`;
  if (!files.keys().includes(key)) throw new Error(`${source}: no such MDX file below content/`);
  const Content = (files(key) as { default: React.ComponentType }).default;
  return (
    <PageRouteContext.Provider value={route}>
      <DocContext.Provider value={{ ...doc, componentApi }}>
        <MDXProvider components={mdxComponents}>
          <Content />
        </MDXProvider>
      </DocContext.Provider>
    </PageRouteContext.Provider>
  );
}
