/** @jest-environment node */
import path from "node:path";
import { featureProblems, findCycles, importsOf, relative, ROOT } from "../__fixtures__/importGraph";

// The layering tests are only as good as the graph they read: these cases show that it sees every
// form of import, finds cycles, and names an import that breaks a feature's rules.

describe("the import graph of the layering tests", () => {
  it("sees every form of import, and the alias of site.config.ts", () => {
    const from = path.join(ROOT, "src/search/client/searchClient.ts");
    const text = [
      'import type { SearchResult } from "../engine/engine";',
      'export { answer } from "../worker/workerProtocol";',
      'const lists = () => import(/* webpackPrefetch: true */ "../ui/lists");',
      'new Worker(new URL(/* webpackChunkName: "search-worker" */ "../worker/search.worker.ts", import.meta.url));',
      'import { siteConfig } from "@site-config";',
      'import React from "react";',
    ].join("\n");
    expect(importsOf(from, text).map(relative)).toEqual([
      "src/search/engine/engine.ts",
      "src/search/worker/workerProtocol.ts",
      "src/search/ui/lists.ts",
      "site.config.ts",
      "src/search/worker/search.worker.ts",
    ]);
  });

  it("finds a cycle, and none where there is none", () => {
    const cyclic = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
    ]);
    expect(findCycles(cyclic)).toEqual([["a", "b", "c", "a"]]);
    expect(
      findCycles(
        new Map([
          ["a", ["b", "c"]],
          ["b", ["c"]],
          ["c", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("names an import against a feature's directions, of another feature, and a part without rules", () => {
    const at = (file: string) => path.join(ROOT, file);
    const graph = new Map([
      [at("src/blog/ui/BlogPost/index.tsx"), [at("src/blog/shared/blogPageShapes.ts"), at("src/lib/dates.ts")]],
      [at("src/blog/shared/blogPageShapes.ts"), [at("src/blog/ui/BlogPost/index.tsx")]],
      [
        at("src/blog/build/blogModel.ts"),
        [at("src/docs/shared/sidebarShapes.ts"), at("src/article/shared/articleContext.ts")],
      ],
      [at("src/blog/build/__tests__/blogModel.test.ts"), [at("src/docs/ui/DocPage/index.tsx")]],
    ]);
    const rules = { parts: { ui: ["shared"], shared: [], build: ["shared"] }, features: ["src/article"] };
    expect(featureProblems("src/blog", graph, rules)).toEqual([
      "src/blog/shared/blogPageShapes.ts → src/blog/ui/BlogPost/index.tsx",
      "src/blog/build/blogModel.ts → src/docs/shared/sidebarShapes.ts",
    ]);
    expect(featureProblems("src/blog", new Map(), { parts: { ui: [], shared: [] }, features: [] })).toEqual([
      "src/blog/build: a part the rules of src/blog do not name",
    ]);
  });
});
