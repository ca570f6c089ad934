import { MDXProvider } from "@mdx-js/react";
import React from "react";
import { renderToString } from "react-dom/server";
import api from "../../../content/release/api.json";
import descriptions from "../../../content/api-descriptions.json";
import { describedApi, type ApiDescriptions } from "../shared/apiDescriptions";
import type { ReleaseComponent } from "../../types/release";
import { mdxComponents } from ".";
import { DocContext, PageRouteContext, type DocContextValue } from "../shared/DocContext";

// Every page's MDX, compiled by gatsby-plugin-mdx's loader: .mdx and .md, as its `extensions`
// (gatsby-config.ts) and the routes (plugins/content-model/routes.ts) accept; it compiles both as MDX. The
// server render and `gatsby develop` use this module; the browser build puts MdxBody.browser.tsx
// in its place (src/node/webpackHook.ts).
const files = require.context("../../../content", true, /\.mdx?$/);
// The test build's own docs (gatsby-config.ts): webpack leaves this context out of any other build,
// as __TEST_CONTENT__ is false there (src/node/webpackHook.ts).
const testFiles = __TEST_CONTENT__ ? require.context("../../../e2e/content", true, /\.mdx?$/) : undefined;
const TEST_FOLDER = "e2e/content/";
const componentApi = describedApi(api.components as ReleaseComponent[], descriptions as ApiDescriptions);
const NO_DOC = { title: "", route: "/", implementations: [] };

export interface MdxBodyProps {
  /** The file below the project, such as `content/docs/intro.mdx`. */
  source: string;
  /** The page's route below the base path. */
  route: string;
  doc?: Omit<DocContextValue, "componentApi">;
}

export function MdxBody({ source, route, doc = NO_DOC }: MdxBodyProps) {
  const [folder, context] =
    testFiles && source.startsWith(TEST_FOLDER) ? [TEST_FOLDER, testFiles] : ["content/", files];
  const key = `./${source.slice(folder.length)}`;
  if (!source.startsWith(folder) || !context.keys().includes(key))
    throw new Error(`${source}: no such MDX file below ${folder}`);
  const Content = (context(key) as { default: React.ComponentType }).default;
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

/**
 * `gatsby develop` in the browser: the article as the server renders it, as HTML, so the browser
 * treats it as on a built page (islands, one click handler; a handler in the MDX does nothing
 * here either). renderToString, as the server's page render: the islands hydrate this HTML, and
 * React can only match text that it wrote with its separators. When the MDX file changes, hot
 * reload runs this again.
 */
export function articleHtml(props: MdxBodyProps): string {
  return renderToString(<MdxBody {...props} />);
}
