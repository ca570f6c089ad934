/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The layering of the code (docs/developers.md, "Code", decision 0018) is dependency-cruiser's rules in
 * .dependency-cruiser.cjs: browser code never imports build-time code nor Node's modules, every
 * folder of src is on one side, each feature's parts import in their directions, no files and no
 * folders import each other in a circle, and site.config.ts is imported by its alias. Any violation
 * fails here: there is no list of exceptions. A stylesheet that more than one folder draws with lives
 * in src/styles, which imports nothing (src/styles/navbar.module.css).
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
    expect(cruise(ROOT, CODE)).toEqual([]);
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
