/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * Browser code never imports build-time code (README "Code"): components, hooks, pages, templates,
 * the message catalogue, src/lib and the browser parts of src/search may import neither src/node nor
 * src/search/build, nor Node's own modules. Type-only and dynamic imports count too: a type import
 * is where a runtime import starts. Test code is free to import anything.
 */
const RUNTIME = [
  "src/components",
  "src/hooks",
  "src/pages",
  "src/templates",
  "src/i18n",
  "src/lib",
  "src/search/ui",
  "src/search/client",
  "src/search/worker",
  "src/search/engine",
];
const BUILD_TIME = ["src/node", "src/search/build"];

const TEST_FOLDER = /^__(tests|fixtures|snapshots)__$/;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return TEST_FOLDER.test(name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** Every import a layer rule forbids in the runtime files under `root`, as "file imports specifier". */
function layerViolations(root: string): string[] {
  const buildDirs = BUILD_TIME.map((dir) => path.join(root, dir) + path.sep);
  return RUNTIME.flatMap((dir) => sourceFiles(path.join(root, dir))).flatMap((file) =>
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

describe("layers", () => {
  it("keeps build-time code out of the browser's code", () => {
    expect(layerViolations(path.resolve(__dirname, "../.."))).toEqual([]);
  });

  it("names a component that imports build-time code, even for a type", () => {
    expect(layerViolations(path.join(__dirname, "../__fixtures__/layers"))).toEqual([
      path.join("src/components/Bad/index.tsx") + " imports ../../node/readsFiles",
    ]);
  });
});
