/** @jest-environment node */
import path from "node:path";
import {
  cycleLines,
  featureProblems,
  importGraph,
  importsOf,
  isBuildCode,
  isTestCode,
  relative,
  ROOT,
  sourceFiles,
} from "../../__fixtures__/importGraph";

/**
 * The shape of src/search: imports go one way (ui → client → worker → engine; build → engine, and
 * to worker/transport.ts, the encoding the worker reads), browser code never imports the build
 * part, and no files import each other in a circle. Of the other features it uses the article's
 * component API (build/searchIndex.ts, build/searchEntries.ts).
 */
const SEARCH = "src/search";
const RULES = {
  parts: {
    ui: ["client", "engine"],
    client: ["worker", "engine"],
    worker: ["engine"],
    engine: [],
    build: ["engine", "worker/transport.ts"],
  },
  features: ["src/article"],
};

const graph = importGraph(path.join(ROOT, SEARCH));

describe("src/search", () => {
  it("has files to check", () => {
    expect(graph.size).toBeGreaterThan(30);
  });

  it("has no import cycle", () => {
    expect(cycleLines(graph)).toEqual([]);
  });

  it("imports only in its one direction", () => {
    expect(featureProblems(SEARCH, graph, RULES)).toEqual([]);
  });

  it("keeps its build part out of browser code", () => {
    const browserCode = [
      ...sourceFiles(path.join(ROOT, "src")),
      path.join(ROOT, "gatsby-browser.tsx"),
      path.join(ROOT, "gatsby-ssr.tsx"),
    ].filter((file) => !isTestCode(file) && !isBuildCode(file));
    const wrong = browserCode.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith(path.join(ROOT, SEARCH, "build") + path.sep))
        .map((target) => `${relative(file)} → ${relative(target)}`),
    );
    expect(browserCode.length).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });
});
