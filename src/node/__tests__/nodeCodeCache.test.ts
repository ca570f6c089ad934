/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { dropCacheAfterNodeCodeChange, importedFiles, nodeCodeHash, recordNodeCode } from "../nodeCodeCache";

const PROJECT = path.resolve(__dirname, "../../..");
let dir: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "dso-node-code-"));
  write("src/node/entry.ts", 'import { a } from "./a";\nexport { b } from "../lib/b";\nimport "lodash";\n');
  write("src/node/a.ts", 'import type { C } from "./c/index";\nimport config from "../../site.config";\n');
  write("src/node/c/index.ts", "export type C = string;\n");
  write("src/lib/b.tsx", 'const later = () => import("./d");\n');
  write("src/lib/d.ts", "export {};\n");
  write("site.config.ts", "export default {};\n");
  write("src/node/unused.ts", "export {};\n");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the code behind onCreateNode", () => {
  it("is the entry and every project file it imports, re-exports or loads, however deep", () => {
    expect(importedFiles(dir, "src/node/entry.ts")).toEqual([
      "site.config.ts",
      "src/lib/b.tsx",
      "src/lib/d.ts",
      "src/node/a.ts",
      "src/node/c/index.ts",
      "src/node/entry.ts",
    ]);
  });

  it("names the file of an import it cannot find", () => {
    write("src/node/a.ts", 'import { gone } from "./weg";\n');
    expect(() => importedFiles(dir, "src/node/entry.ts")).toThrow(
      'src/node/a.ts: cannot find the file of the import "./weg"',
    );
  });

  it("holds the modules that make the Doc and BlogPost nodes in this project", () => {
    expect(importedFiles(PROJECT, "src/node/mdxFields.ts")).toEqual(
      expect.arrayContaining([
        "src/node/mdxFields.ts",
        "src/blog/build/blogNodes.ts",
        "src/docs/build/docsModel.ts",
        "src/node/nodeMaker.ts",
        "src/node/routes.ts",
      ]),
    );
  });

  it("hashes to another value when an imported file changes, and not when another file does", () => {
    const before = nodeCodeHash(dir, "src/node/entry.ts");
    write("src/node/unused.ts", "export const changed = true;\n");
    expect(nodeCodeHash(dir, "src/node/entry.ts")).toBe(before);
    write("src/lib/d.ts", "export const changed = true;\n");
    expect(nodeCodeHash(dir, "src/node/entry.ts")).not.toBe(before);
  });
});

describe("a run after the code behind onCreateNode changed", () => {
  const log = jest.fn();
  beforeEach(() => {
    log.mockClear();
    write("src/node/mdxFields.ts", 'import { x } from "./x";\n');
    write("src/node/x.ts", "export const x = 1;\n");
    write("public/index.html", "<!doctype html>");
    write(".cache/data.json", "{}");
  });

  it("keeps the cache when the code is what the last run recorded", () => {
    recordNodeCode(dir);
    dropCacheAfterNodeCodeChange(dir, log);
    expect(existsSync(path.join(dir, "public"))).toBe(true);
    expect(log).not.toHaveBeenCalled();
  });

  it("removes public/, so that Gatsby drops its cache, when the code changed since", () => {
    recordNodeCode(dir);
    write("src/node/x.ts", "export const x = 2;\n");
    dropCacheAfterNodeCodeChange(dir, log);
    expect(existsSync(path.join(dir, "public"))).toBe(false);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/src\/node\/mdxFields\.ts and its imports\) changed/));
  });

  it("removes public/ when the cache has no record, as one from before this check", () => {
    dropCacheAfterNodeCodeChange(dir, log);
    expect(existsSync(path.join(dir, "public"))).toBe(false);
  });

  it("does nothing without a cache, and records the hash for the next run", () => {
    rmSync(path.join(dir, ".cache"), { recursive: true });
    dropCacheAfterNodeCodeChange(dir, log);
    expect(existsSync(path.join(dir, "public"))).toBe(true);
    recordNodeCode(dir);
    expect(readFileSync(path.join(dir, ".cache", "dso-node-code"), "utf8")).toBe(nodeCodeHash(dir));
  });
});
