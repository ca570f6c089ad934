/** @jest-environment node */
import { describeFeatureLayers } from "../../__fixtures__/importGraph";

/**
 * The shape of src/blog (README, "Code"): build (Node, at build time) and ui (React) each import
 * shared, the shapes and names both sides use, and not each other; shared imports neither. Of the
 * other features the blog uses the article (a post's body, the excerpt's links). No cycles.
 */
const BLOG = "src/blog";
const RULES = {
  parts: { build: ["shared"], shared: [], ui: ["shared"] },
  features: ["src/article"],
};

describeFeatureLayers(BLOG, RULES, 15);
