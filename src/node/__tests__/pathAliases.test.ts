/** @jest-environment node */
import { existsSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import type { CreateWebpackConfigArgs } from "gatsby";
import { PATH_ALIASES, webpackAliases } from "../pathAliases";
import { tuneWebpack } from "../webpackHook";

// Each tool that compiles the code finds the aliases in its own place (src/node/pathAliases.ts);
// these tests hold them to package.json's "alias", which Parcel reads itself.
const ROOT = path.resolve(__dirname, "../../..");

describe("the import aliases", () => {
  it("each name a file of the project, by a path that starts with ./", () => {
    expect(Object.keys(PATH_ALIASES)).toContain("@site-config");
    for (const target of Object.values(PATH_ALIASES)) {
      // Parcel resolves a target without ./ ("site.config.ts") as a package, and leaves it out.
      expect(target).toMatch(/^\.\//);
      expect(existsSync(path.join(ROOT, target))).toBe(true);
    }
  });

  it("are the paths of tsconfig.json (TypeScript, Playwright)", () => {
    const { config, error } = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile);
    expect(error).toBeUndefined();
    const paths = (config as { compilerOptions: { paths?: Record<string, string[]> } }).compilerOptions.paths;
    expect(paths).toEqual(Object.fromEntries(Object.entries(PATH_ALIASES).map(([name, target]) => [name, [target]])));
  });

  it("are in Jest's moduleNameMapper, each for its own name only", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { moduleNameMapper } = require("../../../jest.config.js") as { moduleNameMapper: Record<string, string> };
    for (const [name, target] of Object.entries(PATH_ALIASES)) {
      const mapped = Object.entries(moduleNameMapper).filter(([pattern]) => new RegExp(pattern).test(name));
      expect(mapped).toEqual([[expect.any(String), `<rootDir>/${target.slice(2)}`]]);
      expect(new RegExp(mapped[0][0]).test(`${name}/more`)).toBe(false);
    }
  });

  it("are in webpack's resolve.alias, beside Gatsby's own", () => {
    // The alias is set before any stage's own changes; those of the build stages need a built site.
    const replaced: Array<{ resolve: { alias: Record<string, string> } }> = [];
    tuneWebpack({
      stage: "develop",
      getConfig: () => ({ resolve: { alias: { gatsby$: "/gatsby" } }, module: { rules: [] }, plugins: [] }),
      actions: { replaceWebpackConfig: (config: (typeof replaced)[0]) => replaced.push(config) },
      plugins: { define: () => ({}) },
    } as unknown as CreateWebpackConfigArgs);
    expect(replaced[0].resolve.alias).toEqual({
      gatsby$: "/gatsby",
      "@site-config$": path.join(process.cwd(), "site.config.ts"),
    });
    expect(webpackAliases("/project", { "@a": "./a.ts", "@b": "./lib/b.ts" })).toEqual({
      "@a$": "/project/a.ts",
      "@b$": "/project/lib/b.ts",
    });
  });
});
