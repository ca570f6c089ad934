/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { FEATURES, sourceFiles } from "../__fixtures__/importGraph";

/**
 * Browser code never imports build-time code (README "Code"): components, hooks, pages, templates,
 * the message catalogue, src/lib, src/types and the browser parts of the features may import
 * neither src/node nor a feature's build folder, nor Node's own modules. Type-only and dynamic
 * imports count too: a type import is where a runtime import starts. Test code is free to import
 * anything. Every folder of src is on one side, so a new folder has to say which.
 */
const RUNTIME = [
  "src/components",
  "src/hooks",
  "src/pages",
  "src/templates",
  "src/i18n",
  "src/lib",
  "src/types",
  "src/article/shared",
  "src/article/islands",
  "src/article/mdx",
  "src/article/browser",
  "src/blog/shared",
  "src/blog/ui",
  "src/docs/shared",
  "src/docs/ui",
  "src/search/ui",
  "src/search/client",
  "src/search/worker",
  "src/search/engine",
];
const BUILD_TIME = [
  "src/node",
  "src/release",
  "src/article/build",
  "src/blog/build",
  "src/docs/build",
  "src/search/build",
];
/** Folders without code of either side: data, styles, and the tests' own. */
const NEITHER = ["src/data", "src/styles", "src/__tests__", "src/__fixtures__"];

/** Every import a layer rule forbids in the runtime files under `root`, as "file imports specifier". */
function layerViolations(root: string): string[] {
  const buildDirs = BUILD_TIME.map((dir) => path.join(root, dir) + path.sep);
  return RUNTIME.flatMap((dir) => sourceFiles(path.join(root, dir), false)).flatMap((file) =>
    ts
      .preProcessFile(readFileSync(file, "utf8"), true, true)
      .importedFiles.map((imported) => imported.fileName)
      .filter((specifier) => {
        if (/^node:|^(fs|path|child_process|crypto|os)$/.test(specifier)) return true;
        if (!specifier.startsWith(".")) return false;
        const target = path.resolve(path.dirname(file), specifier);
        return buildDirs.some((dir) => (target + path.sep).startsWith(dir));
      })
      .map((specifier) => `${path.relative(root, file)} imports ${specifier}`),
  );
}

/** The folders of src and of each feature that none of the lists names. */
function unsortedFolders(root: string): string[] {
  const foldersOf = (dir: string) =>
    existsSync(path.join(root, dir))
      ? readdirSync(path.join(root, dir))
          .filter((name) => statSync(path.join(root, dir, name)).isDirectory())
          .map((name) => `${dir}/${name}`)
      : [];
  const sorted = [...RUNTIME, ...BUILD_TIME, ...NEITHER, ...FEATURES];
  return [...foldersOf("src"), ...FEATURES.flatMap((feature) => foldersOf(feature))].filter(
    (folder) => !sorted.includes(folder) && !/\/__(tests|fixtures)__$/.test(folder),
  );
}

describe("layers", () => {
  it("keeps build-time code out of the browser's code", () => {
    expect(layerViolations(path.resolve(__dirname, "../.."))).toEqual([]);
  });

  it("names a component that imports build-time code, even for a type", () => {
    expect(layerViolations(path.join(__dirname, "../__fixtures__/layers"))).toEqual([
      path.join("src/components/Bad/index.tsx") + " imports ../../node/readsFiles",
    ]);
  });

  it("puts every folder of src, and of each feature, on one side", () => {
    expect(unsortedFolders(path.resolve(__dirname, "../.."))).toEqual([]);
  });

  it("names a folder that is on neither side", () => {
    expect(unsortedFolders(path.join(__dirname, "../__fixtures__/layers"))).toEqual(["src/unsorted"]);
  });
});
