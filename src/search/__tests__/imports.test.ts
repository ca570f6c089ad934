/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The shape of src/search: imports go one way (ui → client → worker → engine; build → engine, and
 * to worker/transport.ts, the encoding the worker reads), browser code never imports the build
 * part, and no files import each other in a circle. Type-only and dynamic imports count too.
 */
const ROOT = path.resolve(__dirname, "../../..");
const SEARCH = path.join(ROOT, "src/search");

const ALLOWED: Record<string, string[]> = {
  ui: ["client", "engine"],
  client: ["worker", "engine"],
  worker: ["engine"],
  engine: [],
  build: ["engine", "worker/transport.ts"],
};

const isTestCode = (file: string) => /[\\/]__(tests|fixtures)__[\\/]/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return ["", ".ts", ".tsx", ".js", "/index.ts", "/index.tsx"]
    .map((suffix) => base + suffix)
    .find((file) => existsSync(file) && statSync(file).isFile());
}

/** The files a source file imports by relative path: static, type-only, dynamic, re-exports, and a worker's `new URL(…, import.meta.url)`. */
function importsOf(file: string, text: string): string[] {
  const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
  for (const match of text.matchAll(/new URL\(\s*(?:\/\*[\s\S]*?\*\/\s*)?(["'])([^"']+)\1\s*,\s*import\.meta\.url/g))
    specifiers.push(match[2]);
  return [
    ...new Set(
      specifiers.map((specifier) => resolve(file, specifier)).filter((found): found is string => found !== undefined),
    ),
  ];
}

/** Every cycle a depth-first walk meets, each as its files in order with the first repeated at the end. */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (node: string) => {
    const at = stack.indexOf(node);
    if (at >= 0) {
      cycles.push([...stack.slice(at), node]);
      return;
    }
    if (done.has(node)) return;
    stack.push(node);
    for (const next of graph.get(node) ?? []) visit(next);
    stack.pop();
    done.add(node);
  };
  for (const node of graph.keys()) visit(node);
  return cycles;
}

const relative = (file: string) => path.relative(ROOT, file);
const graph = new Map(sourceFiles(SEARCH).map((file) => [file, importsOf(file, readFileSync(file, "utf8"))]));

describe("the import checks themselves", () => {
  it("see every form of import", () => {
    const from = path.join(SEARCH, "client/searchClient.ts");
    const text = [
      'import type { SearchResult } from "../engine/engine";',
      'export { answer } from "../worker/workerProtocol";',
      'const lists = () => import(/* webpackPrefetch: true */ "../ui/lists");',
      'new Worker(new URL(/* webpackChunkName: "search-worker" */ "../worker/search.worker.ts", import.meta.url));',
      'import React from "react";',
    ].join("\n");
    expect(importsOf(from, text).map(relative)).toEqual([
      "src/search/engine/engine.ts",
      "src/search/worker/workerProtocol.ts",
      "src/search/ui/lists.ts",
      "src/search/worker/search.worker.ts",
    ]);
  });

  it("find a cycle, and none where there is none", () => {
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
});

describe("src/search", () => {
  it("has files to check", () => {
    expect(graph.size).toBeGreaterThan(30);
  });

  it("has no import cycle", () => {
    expect(findCycles(graph).map((cycle) => cycle.map(relative).join(" → "))).toEqual([]);
  });

  it("imports only in its one direction", () => {
    const wrong: string[] = [];
    for (const [file, imported] of graph) {
      if (isTestCode(file)) continue;
      const layer = path.relative(SEARCH, file).split(path.sep)[0];
      for (const target of imported) {
        const to = path.relative(SEARCH, target).split(path.sep).join("/");
        if (to.startsWith("../") || to.startsWith(`${layer}/`)) continue;
        if (!(ALLOWED[layer] ?? []).some((allowed) => to === allowed || to.startsWith(`${allowed}/`)))
          wrong.push(`${relative(file)} → ${relative(target)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("keeps its build part out of browser code", () => {
    const browserCode = [
      ...sourceFiles(path.join(ROOT, "src")),
      path.join(ROOT, "gatsby-browser.tsx"),
      path.join(ROOT, "gatsby-ssr.tsx"),
    ].filter(
      (file) =>
        !isTestCode(file) &&
        !file.startsWith(path.join(ROOT, "src/node") + path.sep) &&
        !file.startsWith(path.join(SEARCH, "build") + path.sep),
    );
    const wrong = browserCode.flatMap((file) =>
      importsOf(file, readFileSync(file, "utf8"))
        .filter((target) => target.startsWith(path.join(SEARCH, "build") + path.sep))
        .map((target) => `${relative(file)} → ${relative(target)}`),
    );
    expect(browserCode.length).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });
});
