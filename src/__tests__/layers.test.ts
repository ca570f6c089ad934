/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The layering of the code (docs/developers.md, "Code", decision 0018) is dependency-cruiser's rules in
 * .dependency-cruiser.cjs: browser code never imports build-time code nor Node's modules, every
 * folder of src is on one side, each feature's parts import in their directions, no files and no
 * folders import each other in a circle, and site.config.ts is imported by its alias. The
 * violations in KNOWN wait for their fix (each says why); any other fails here, and so does a known
 * one that is gone, so the list only shrinks.
 */
const ROOT = path.resolve(__dirname, "../..");
const CLI = path.join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");
const CONFIG = path.join(ROOT, ".dependency-cruiser.cjs");
const FIXTURE = path.join(ROOT, "src/__fixtures__/layers");

/** The production code: the site's Gatsby files, src and the plugins. */
const CODE = ["src", "plugins", "gatsby-browser.tsx", "gatsby-ssr.tsx", "gatsby-node.ts", "gatsby-config.ts"].filter(
  (code) => existsSync(path.join(ROOT, code)),
);
/** Besides, code that only imports: the tests of every stage and the tools' config files. */
const TEST_CODE = ["e2e", "checks", "integration", "__tests__", "playwright.config.ts"];

/** Cycles that wait for their fix. */
const KNOWN: string[] = [
  // Stylesheets shared across folders: the copy button draws itself with the code block's
  // stylesheet (src/article/mdx/styles.module.css), and the disclosure and the version selector with
  // the navbar's. Moving a stylesheet renames its classes in the built pages; that waits for a
  // change of its own with the browser tests beside it.
  "no-folder-cycle: src/article/islands → src/article/mdx → src/article/islands",
  "no-folder-cycle: src/article/mdx → src/article/islands → src/article/mdx",
  "no-folder-cycle: src/components/Disclosure → src/components/Navbar → src/components/Disclosure",
  "no-folder-cycle: src/components/Navbar → src/components/Disclosure → src/components/Navbar",
  "no-folder-cycle: src/components/Navbar → src/components/VersionSelector → src/components/Navbar",
  "no-folder-cycle: src/components/VersionSelector → src/components/Disclosure → src/components/Navbar → src/components/VersionSelector",
  "no-folder-cycle: src/components/VersionSelector → src/components/Navbar → src/components/VersionSelector",
];

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: Array<{ name: string }>;
}

/** The violations dependency-cruiser finds from `cwd` in `paths`, as `rule: from → to` lines. */
function cruise(cwd: string, paths: string[], ...options: string[]): string[] {
  const run = spawnSync(process.execPath, [CLI, "--config", CONFIG, "--output-type", "json", ...options, ...paths], {
    cwd,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (!run.stdout) throw new Error(`dependency-cruiser failed: ${run.stderr}`);
  const { summary } = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
  return summary.violations.map(({ rule, from, to, cycle }) =>
    cycle ? `${rule.name}: ${from} → ${cycle.map((step) => step.name).join(" → ")}` : `${rule.name}: ${from} → ${to}`,
  );
}

describe("the layering", () => {
  it("holds for the production code", () => {
    const found = cruise(ROOT, CODE);
    expect(found.filter((line) => !KNOWN.includes(line))).toEqual([]);
    expect(KNOWN.filter((line) => !found.includes(line))).toEqual([]);
  });

  it("holds for test code too where site.config.ts is imported", () => {
    // Test code takes no part in the layering, but uses the alias like the rest.
    const all = cruise(
      ROOT,
      [...CODE, ...TEST_CODE],
      "--exclude",
      "^(node_modules|public|\\.cache)/|^src/__fixtures__/",
    );
    expect(all.filter((line) => line.startsWith("site-config-by-its-alias:"))).toEqual([]);
  });

  it("names a break of each rule in the fixture", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const rules = (require(CONFIG) as { forbidden: Array<{ name: string }> }).forbidden.map((rule) => rule.name);
    const broken = new Set(cruise(FIXTURE, ["src", "site.config.ts"]).map((line) => line.split(":")[0]));
    expect(rules.length).toBeGreaterThan(20);
    expect([...broken].sort()).toEqual([...rules].sort());
  });

  it("names the component that imports build-time code, even for a type, and nothing the fixture keeps", () => {
    const lines = cruise(FIXTURE, ["src", "site.config.ts"]);
    expect(lines.filter((line) => line.startsWith("runtime-") && line.includes(" src/components/"))).toEqual([
      "runtime-imports-build-code: src/components/Bad/index.tsx → src/node/readsFiles.ts",
      "runtime-imports-node: src/components/Bad/index.tsx → fs",
    ]);
    expect(lines.filter((line) => line.includes("src/components/Good"))).toEqual([]);
  });
});
