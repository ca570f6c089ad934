import type { GatsbyNode } from "gatsby";
import { createDocPages } from "../../src/docs/build/createDocPages";

// Not named "docs": Gatsby takes a plugin name that is also a path from the project, here the docs/
// folder, for no local plugin (docs/decisions/0036-features-as-local-gatsby-plugins.md).
export const createPages: GatsbyNode["createPages"] = createDocPages;
