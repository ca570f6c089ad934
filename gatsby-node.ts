import type { GatsbyNode } from "gatsby";
import { MDX_TYPE } from "./plugins/content-model/schema";

// Every build hook is a local plugin's (plugins/, listed in gatsby-config.ts) but this one: the content
// model's view of gatsby-plugin-mdx's Mdx type. Gatsby warns on every build when a plugin other than the
// site customizes another plugin's type (docs/decisions/0036-features-as-local-gatsby-plugins.md).
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) =>
  actions.createTypes(MDX_TYPE);
