import type { GatsbyNode } from "gatsby";
import { searchFileResolvers } from "../../src/search/build/searchFiles";

// The index itself is gatsby-plugin-local-search's, listed in gatsby-config.ts.
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, pathPrefix }) =>
  createResolvers(searchFileResolvers(pathPrefix));
