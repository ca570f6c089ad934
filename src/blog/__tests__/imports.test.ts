/** @jest-environment node */
import path from "node:path";
import { cycleLines, featureProblems, importGraph, ROOT } from "../../__fixtures__/importGraph";

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

const graph = importGraph(path.join(ROOT, BLOG));

describe("src/blog", () => {
  it("has files to check", () => {
    expect(graph.size).toBeGreaterThan(15);
  });

  it("has no import cycle", () => {
    expect(cycleLines(graph)).toEqual([]);
  });

  it("imports only in its directions", () => {
    expect(featureProblems(BLOG, graph, RULES)).toEqual([]);
  });
});
