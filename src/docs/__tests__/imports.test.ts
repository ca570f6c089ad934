/** @jest-environment node */
import { describeFeatureLayers } from "../../__fixtures__/importGraph";

/**
 * The shape of src/docs (README, "Code"): build (Node, at build time: pages, the content model,
 * the sidebar) and ui (React: the doc page, the sidebar and its one static query) each import
 * shared, the sidebar as both sides see it, and not each other. Of the other features the docs use
 * the article (its context, the component API and examples a page shows). No cycles.
 */
const DOCS = "src/docs";
const RULES = {
  parts: { build: ["shared"], shared: [], ui: ["shared"] },
  features: ["src/article"],
};

describeFeatureLayers(DOCS, RULES, 10);
