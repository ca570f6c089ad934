import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readCheckout } from "../checkout";
import { SyncInputError } from "../inputError";
import { apiFromStencil } from "../stencil";
import {
  errorOf,
  fixtureJson,
  fixtureText,
  makeCheckout,
  removeTemporaryFolders,
  temporaryFolder,
} from "../__fixtures__/fakeRelease";

afterEach(removeTemporaryFolders);

/** The SyncInputError that reading the checkout throws. */
function syncInputErrorOf(dir: string): SyncInputError {
  const error = errorOf(() => readCheckout(dir));
  expect(error).toBeInstanceOf(SyncInputError);
  return error;
}

describe("readCheckout", () => {
  it("reads the release, its API, stories, component folders and the changelog up to the release", () => {
    const dir = makeCheckout();
    const data = readCheckout(dir);
    const release = { version: "82.0.0", tag: "v82.0.0" };
    expect(data.release).toEqual(release);
    // stencil.test.ts checks the components field by field; here they are the fixture's, dso-alert first.
    expect(data.api).toEqual({
      ...release,
      components: apiFromStencil(fixtureJson("docs.json"), "docs.json").components,
    });
    expect(data.api.components.map(({ tag }) => tag)).toEqual(["dso-alert", "dso-info"]);
    expect(data.stories).toEqual({
      ...release,
      stories: {
        storybook: ["core-alert--default", "core-info--default", "html-css-alert--default"],
        react: ["alert--default"],
        angular: ["alert--default"],
      },
    });
    expect(data.sources).toEqual({
      ...release,
      folders: {
        core: ["alert", "alert/components", "demo", "info"],
        angular: ["alert", "info"],
        react: ["alert"],
        "html-css": ["alert", "grid", "info"],
      },
    });
    // 83.0.0, listed above 82.0.0, is not part of this release's history.
    expect(data.history).toEqual({
      ...release,
      releases: [
        {
          version: "82.0.0",
          date: "2024-06-14",
          changes: [
            { component: "Badge", kind: "added", breaking: false, issues: [3600] },
            { component: "Info Button", kind: "deprecated", breaking: false, issues: [3610] },
            { component: null, kind: "task", breaking: false, issues: [3620] },
          ],
        },
        {
          version: "81.0.0",
          date: null,
          changes: [{ component: "Date Picker (Legacy)", kind: "removed", breaking: true, issues: [3262] }],
        },
      ],
    });
  });

  it("ends the history at the newest release when the checkout is of that one", () => {
    const data = readCheckout(makeCheckout({ version: "83.0.0" }));
    expect(data.history.releases.map(({ version }) => version)).toEqual(["83.0.0", "82.0.0", "81.0.0"]);
    expect(data.release).toEqual({ version: "83.0.0", tag: "v83.0.0" });
  });

  it("reads a checkout given by a path relative to the working folder", () => {
    const dir = makeCheckout();
    const relative = path.relative(process.cwd(), dir);
    expect(readCheckout(relative).release).toEqual({ version: "82.0.0", tag: "v82.0.0" });
  });

  it("refuses a path that is no folder", () => {
    const dir = temporaryFolder("release-file-");
    const file = path.join(dir, "checkout.txt");
    writeFileSync(file, "");
    expect(syncInputErrorOf(file).message).toBe(`${file}: not a folder`);
    expect(syncInputErrorOf(path.join(dir, "missing")).message).toBe(`${path.join(dir, "missing")}: not a folder`);
  });

  it("refuses a folder that is not a checkout of the design system", () => {
    const dir = makeCheckout();
    rmSync(path.join(dir, "packages/core/package.json"));
    expect(syncInputErrorOf(dir).message).toBe(
      `${dir}: not a checkout of the design system's repository (expected packages/core/package.json of @dso-toolkit/core)`,
    );
    const empty = mkdtempSync(path.join(tmpdir(), "release-empty-"));
    expect(syncInputErrorOf(empty).message).toBe(
      `${empty}: not a checkout of the design system's repository (expected packages/core/package.json of @dso-toolkit/core)`,
    );
    rmSync(empty, { recursive: true });
    writeFileSync(
      path.join(dir, "packages/core/package.json"),
      JSON.stringify({ name: "@other/core", version: "1.0.0" }),
    );
    expect(syncInputErrorOf(dir).message).toContain("not a checkout");
  });

  it("refuses a checkout whose core package has no release version", () => {
    const dir = makeCheckout({ version: "83.0.0-alpha.1" });
    expect(syncInputErrorOf(dir).message).toBe(
      `${path.join(dir, "packages/core/package.json")}: expected a release version (X.Y.Z), found "83.0.0-alpha.1"`,
    );
  });

  it("names a missing docs.json and how to make it", () => {
    const dir = makeCheckout();
    rmSync(path.join(dir, "packages/core/docs.json"));
    expect(syncInputErrorOf(dir).message).toBe(
      `${path.join(dir, "packages/core/docs.json")}: missing; build the web components first (packages/core: stencil build)`,
    );
  });

  it("names a missing Storybook index", () => {
    const dir = makeCheckout();
    rmSync(path.join(dir, "angular-workspace/www/index.json"));
    expect(syncInputErrorOf(dir).message).toBe(
      `${path.join(dir, "angular-workspace/www/index.json")}: missing; ` +
        "build the Angular Storybook first (angular-workspace: storybook:build)",
    );
  });

  it("names a file that is not JSON", () => {
    const dir = makeCheckout();
    writeFileSync(path.join(dir, "packages/react/www/index.json"), "<html>");
    const message = syncInputErrorOf(dir).message;
    expect(message.startsWith(`${path.join(dir, "packages/react/www/index.json")}: expected JSON, `)).toBe(true);
  });

  it("names a malformed docs.json", () => {
    const dir = makeCheckout({ docs: { components: "none" } });
    expect(syncInputErrorOf(dir).message).toContain(
      `${path.join(dir, "packages/core/docs.json")}: expected Stencil's docs-json output`,
    );
  });

  it("names a missing root of component folders", () => {
    const dir = makeCheckout();
    rmSync(path.join(dir, "packages/react/src/components"), { recursive: true });
    expect(syncInputErrorOf(dir).message).toBe(
      `${path.join(dir, "packages/react/src/components")}: missing (component folders)`,
    );
  });

  it("names a component whose readme is missing", () => {
    const dir = makeCheckout();
    rmSync(path.join(dir, "packages/core/src/components/alert/readme.md"));
    expect(syncInputErrorOf(dir).message).toBe(
      `${path.join(dir, "packages/core/docs.json")}: <dso-alert> has no packages/core/src/components/alert/readme.md`,
    );
  });

  it("names a changelog without a heading of the checkout's release", () => {
    const dir = makeCheckout({ version: "84.0.0" });
    expect(syncInputErrorOf(dir).message).toBe(
      `${path.join(dir, "CHANGELOG.md")}: expected a release heading for 84.0.0`,
    );
  });

  it("names a missing changelog, and passes on the changelog's own errors as SyncInputErrors", () => {
    const dir = makeCheckout();
    rmSync(path.join(dir, "CHANGELOG.md"));
    expect(syncInputErrorOf(dir).message).toBe(`${path.join(dir, "CHANGELOG.md")}: missing`);
    writeFileSync(path.join(dir, "CHANGELOG.md"), `${fixtureText("CHANGELOG.md")}\n## 82.0.0\n`);
    expect(syncInputErrorOf(dir).message).toBe(
      `${path.join(dir, "CHANGELOG.md")}:40: release 82.0.0 is listed twice (also on line 20)`,
    );
  });

  it("leaves the demo components out of the API, and needs no readme for them", () => {
    const dir = makeCheckout();
    rmSync(path.join(dir, "packages/core/src/components/demo/readme.md"));
    expect(readCheckout(dir).api.components.map(({ tag }) => tag)).toEqual(["dso-alert", "dso-info"]);
  });
});

describe("the SCSS variables", () => {
  it("are read with Sass: every public variable of every module, computed, colours as #rrggbb", () => {
    expect(readCheckout(makeCheckout()).variables).toEqual({
      version: "82.0.0",
      tag: "v82.0.0",
      modules: {
        colors: { grasgroen: "#39870c", wit: "#ffffff" },
        grid: { "grid-columns": "12" },
        units: { u1: "8px", u3: "24px", focus: "#39870c" },
      },
    });
  });

  it("names the folder when Sass cannot evaluate them, or when they are missing", () => {
    const dir = makeCheckout();
    writeFileSync(path.join(dir, "packages/dso-toolkit/src/variables/units.scss"), "$u1: 8px * ;\n");
    expect(syncInputErrorOf(dir).message).toMatch(
      new RegExp(
        `^${path.join(dir, "packages/dso-toolkit/src/variables").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: Sass could not evaluate the variables: `,
      ),
    );
    rmSync(path.join(dir, "packages/dso-toolkit/src/variables"), { recursive: true });
    expect(syncInputErrorOf(dir).message).toBe(
      `${path.join(dir, "packages/dso-toolkit/src/variables")}: missing (the SCSS variables)`,
    );
  });
});

describe("the illustrations", () => {
  it("are every SVG of assets/graphics, with the size of its viewBox, or else of its width and height", () => {
    expect(readCheckout(makeCheckout()).graphics).toEqual({
      version: "82.0.0",
      tag: "v82.0.0",
      graphics: [
        { file: "boom_kappen.svg", width: 226.8, height: 226.8 },
        { file: "foutmelding.svg", width: 431, height: 218.5 },
      ],
    });
  });

  it("name the file without a size, and the package that does not publish them", () => {
    const dir = makeCheckout();
    const file = path.join(dir, "packages/dso-toolkit/assets/graphics/boom_kappen.svg");
    writeFileSync(file, "<svg></svg>");
    expect(syncInputErrorOf(dir).message).toBe(
      `${file}: expected a viewBox or a width and height on the <svg> element`,
    );
    writeFileSync(file, "<p>no drawing</p>");
    expect(syncInputErrorOf(dir).message).toBe(`${file}: expected an <svg> element`);
    writeFileSync(path.join(dir, "packages/dso-toolkit/package.json"), '{ "files": ["dist/*.css"] }');
    expect(syncInputErrorOf(dir).message).toBe(
      `${path.join(dir, "packages/dso-toolkit/package.json")}: "files" does not publish assets/graphics`,
    );
  });
});
