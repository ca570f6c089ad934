import type { GatsbyNode } from "gatsby";
import { tuneWebpack } from "../../src/node/webpackHook";

// Listed after gatsby-plugin-mdx, whose loader rule it changes (src/node/webpackConfig.ts).
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = tuneWebpack;
