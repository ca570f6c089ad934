import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import packageJson from "../../package.json";

/**
 * The import graph that the layering tests read (src/__tests__/layers.test.ts and each feature's
 * __tests__/imports.test.ts): which project file imports which. Type-only and dynamic imports
 * count too: a type import is where a runtime import starts.
 */
export const ROOT = path.resolve(__dirname, "../..");

/** The feature folders: each has its parts (sub-folders) and a test of the directions between them. */
export const FEATURES = ["src/article", "src/blog", "src/docs", "src/search"];

const TEST_FOLDER = /^__(tests|fixtures|snapshots)__$/;

export const isTestCode = (file: string) => /[\\/]__(tests|fixtures|snapshots)__[\\/]/.test(file);

/** Code that runs in Node at build time: src/node and every feature's build/ folder. */
export const isBuildCode = (file: string) => /[\\/]src[\\/](node|[^\\/]+[\\/]build)[\\/]/.test(file);

/** The project path of a file, with forward slashes: `src/blog/build/blogModel.ts`. */
export const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

/** The TypeScript files below `dir` (declaration files aside); without `withTests`, none in a test folder. */
export function sourceFiles(dir: string, withTests = true): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return !withTests && TEST_FOLDER.test(name) ? [] : sourceFiles(full, withTests);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The file a specifier names: a relative path, or an alias of package.json ("alias", src/node/pathAliases.ts). */
export function resolveImport(from: string, specifier: string): string | undefined {
  const aliases: Record<string, string> = packageJson.alias;
  let base: string;
  if (aliases[specifier] !== undefined) base = path.join(ROOT, aliases[specifier]);
  else if (/^\.\.?(\/|$)/.test(specifier)) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  return ["", ".ts", ".tsx", ".js", "/index.ts", "/index.tsx"]
    .map((suffix) => base + suffix)
    .find((file) => existsSync(file) && statSync(file).isFile());
}

/** The project files a file imports: static, type-only, dynamic, re-exports, and a worker's `new URL(…, import.meta.url)`. */
export function importsOf(file: string, text = readFileSync(file, "utf8")): string[] {
  const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
  for (const match of text.matchAll(/new URL\(\s*(?:\/\*[\s\S]*?\*\/\s*)?(["'])([^"']+)\1\s*,\s*import\.meta\.url/g))
    specifiers.push(match[2]);
  return [
    ...new Set(
      specifiers
        .map((specifier) => resolveImport(file, specifier))
        .filter((found): found is string => found !== undefined),
    ),
  ];
}

/** Each file below `dir` (tests too) with the project files it imports. */
export function importGraph(dir: string): Map<string, string[]> {
  return new Map(sourceFiles(dir).map((file) => [file, importsOf(file)]));
}

/** Every cycle a depth-first walk meets, each as its files in order with the first repeated at the end. */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
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

/** The cycles of a graph as lines, `a.ts → b.ts → a.ts`. */
export const cycleLines = (graph: ReadonlyMap<string, readonly string[]>) =>
  findCycles(graph).map((cycle) => cycle.map(relative).join(" → "));

/**
 * How a feature may import. `parts`: for each part (a sub-folder, named as below the feature), the
 * parts it may import besides itself; an entry may also name one file (`worker/transport.ts`).
 * `features`: the other feature folders it may import. The rest of src (src/node, src/lib,
 * src/components, …) is open to it.
 */
export interface FeatureRules {
  parts: Record<string, string[]>;
  features: string[];
}

/**
 * What breaks a feature's rules, as `importer → imported` lines: an import of a part or feature
 * the rules do not allow, and a part the rules do not name. Test code may import anything.
 */
export function featureProblems(feature: string, graph: ReadonlyMap<string, readonly string[]>, rules: FeatureRules) {
  const root = path.join(ROOT, feature);
  const problems: string[] = [];
  const partOf = (file: string) => path.relative(root, file).split(path.sep)[0];
  for (const part of readdirSync(root)) {
    if (statSync(path.join(root, part)).isDirectory() && !TEST_FOLDER.test(part) && !(part in rules.parts))
      problems.push(`${feature}/${part}: a part the rules of ${feature} do not name`);
  }
  for (const [file, imported] of graph) {
    if (isTestCode(file) || !file.startsWith(root + path.sep)) continue;
    const part = partOf(file);
    for (const target of imported) {
      const to = relative(target);
      if (target.startsWith(root + path.sep)) {
        const inFeature = path.relative(root, target).split(path.sep).join("/");
        if (partOf(target) === part) continue;
        if ((rules.parts[part] ?? []).some((allowed) => inFeature === allowed || inFeature.startsWith(`${allowed}/`)))
          continue;
        problems.push(`${relative(file)} → ${to}`);
      } else {
        const other = FEATURES.find((folder) => to.startsWith(`${folder}/`));
        if (other !== undefined && !rules.features.includes(other)) problems.push(`${relative(file)} → ${to}`);
      }
    }
  }
  return problems;
}

/**
 * The three checks every feature's imports.test.ts makes: it has files, no cycle, and imports
 * only as its rules allow. Returns the feature's graph for any check of its own.
 */
export function describeFeatureLayers(feature: string, rules: FeatureRules, minFiles: number) {
  const graph = importGraph(path.join(ROOT, feature));
  describe(`${feature}: layers`, () => {
    it("has files to check", () => {
      expect(graph.size).toBeGreaterThan(minFiles);
    });

    it("has no import cycle", () => {
      expect(cycleLines(graph)).toEqual([]);
    });

    it("imports only in its directions", () => {
      expect(featureProblems(feature, graph, rules)).toEqual([]);
    });
  });
  return graph;
}
