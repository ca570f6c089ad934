import type { GatsbyNode } from "gatsby";
import path from "node:path";
import { checkReadmeQueries } from "../../src/node/readmeQueries";

// Only the test build (npm run build:test, in npm test) checks the example queries of docs/authors.md
// and adds the pages that only the browser tests need; a production build neither reads that guide
// nor has them. The test build's own docs are a source in gatsby-config.ts
// (docs/decisions/0035-the-test-build-has-content-of-its-own.md).
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  if (process.env.GATSBY_TEST_PAGES !== "true") return;
  await checkReadmeQueries({ graphql, reporter });
  actions.createPage({ path: "/test/crash", component: path.resolve("src/templates/crash-test.tsx"), context: {} });
};
