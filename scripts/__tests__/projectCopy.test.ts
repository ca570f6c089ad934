import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { copyProject } from "../projectCopy";

describe("copyProject", () => {
  let project: string;
  let copy: string;
  beforeAll(() => {
    project = mkdtempSync(path.join(tmpdir(), "dso-project-"));
    for (const dir of ["node_modules/pkg", "public", ".cache", "content", "bench/out", "bench/lib"])
      mkdirSync(path.join(project, dir), { recursive: true });
    for (const file of [
      "node_modules/pkg/index.js",
      "public/index.html",
      "content/intro.mdx",
      "bench/out/x.json",
      "bench/lib/y.js",
    ])
      writeFileSync(path.join(project, file), file);
    copy = copyProject(project, "dso-copy-test-", [path.join("bench", "out")]);
  });
  afterAll(() => {
    rmSync(project, { recursive: true, force: true });
    rmSync(copy, { recursive: true, force: true });
  });

  it("copies the sources into a new folder named from the prefix", () => {
    expect(path.basename(copy)).toMatch(/^dso-copy-test-/);
    expect(readFileSync(path.join(copy, "content/intro.mdx"), "utf8")).toBe("content/intro.mdx");
    expect(existsSync(path.join(copy, "bench/lib/y.js"))).toBe(true);
  });

  it("leaves out build output, caches and the paths it is given", () => {
    expect(existsSync(path.join(copy, "public"))).toBe(false);
    expect(existsSync(path.join(copy, ".cache"))).toBe(false);
    expect(existsSync(path.join(copy, "bench/out"))).toBe(false);
  });

  it("links node_modules instead of copying it", () => {
    expect(lstatSync(path.join(copy, "node_modules")).isSymbolicLink()).toBe(true);
    expect(readFileSync(path.join(copy, "node_modules/pkg/index.js"), "utf8")).toBe("node_modules/pkg/index.js");
  });
});
