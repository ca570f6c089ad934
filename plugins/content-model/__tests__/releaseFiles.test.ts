import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ApiDescriptions } from "../../../src/article/shared/apiDescriptions";
import { readDescriptions, readRelease, requireRelease, writeRelease } from "../releaseFiles";
import type { ReleaseData } from "../../../src/types/release";
import {
  errorOf,
  makeProject,
  removeTemporaryFolders,
  snapshotOf,
  temporaryFolder,
} from "../../../src/release/__fixtures__/fakeRelease";

afterEach(removeTemporaryFolders);

function release(version: string): ReleaseData {
  const id = { version, tag: `v${version}` };
  return {
    release: id,
    api: {
      ...id,
      components: [
        {
          tag: "dso-badge",
          private: false,
          deprecated: false,
          source: "packages/core/src/components/badge/readme.md",
          props: [],
          events: [],
          methods: [],
          slots: [{ name: null }],
          parts: [],
          cssProperties: [],
          dependsOn: [],
        },
      ],
    },
    stories: { ...id, stories: { storybook: ["core-badge--default"], react: [], angular: ["badge--default"] } },
    sources: { ...id, folders: { core: ["badge"], "html-css": ["badge"], angular: [], react: ["badge"] } },
    history: { ...id, releases: [{ version, date: "2025-01-02", changes: [] }] },
    variables: { ...id, modules: { colors: { grasgroen: "#39870c" } } },
    graphics: { ...id, graphics: [{ file: "boom_kappen.svg", width: 226.8, height: 226.8 }] },
  };
}

const DESCRIPTIONS: ApiDescriptions = { about: "Test.", components: { "dso-badge": { slots: { "": "De tekst." } } } };

/** The files and folders beside content/release and content/api-descriptions.json. */
const contentOf = (projectDir: string) => readdirSync(path.join(projectDir, "content")).sort();

describe("readRelease", () => {
  it("gives undefined before the first sync", () => {
    expect(readRelease(temporaryFolder("release-empty-"))).toBeUndefined();
  });

  it("reads what writeRelease wrote", () => {
    const dir = temporaryFolder("release-store-");
    writeRelease(dir, release("82.0.0"), DESCRIPTIONS);
    expect(readRelease(dir)).toEqual(release("82.0.0"));
  });

  it("throws naming the file whose release differs from the API's", () => {
    const dir = temporaryFolder("release-store-");
    writeRelease(dir, release("82.0.0"), DESCRIPTIONS);
    writeFileSync(path.join(dir, "content/release/sources.json"), JSON.stringify(release("81.0.0").sources));
    expect(() => readRelease(dir)).toThrow(
      "content/release/sources.json: is of release 81.0.0, api.json of 82.0.0; sync again",
    );
  });

  it("throws naming a file that is missing or not JSON", () => {
    const dir = temporaryFolder("release-store-");
    writeRelease(dir, release("82.0.0"), DESCRIPTIONS);
    const history = path.join(dir, "content/release/history.json");
    writeFileSync(history, "{");
    const message = errorOf(() => readRelease(dir)).message;
    expect(message.startsWith(`${history}: `)).toBe(true);
    expect(message.endsWith(" (written by npm run sync; see docs/authors.md)")).toBe(true);
    rmSync(history);
    expect(errorOf(() => readRelease(dir)).message.startsWith(`${history}: ENOENT`)).toBe(true);
  });
});

describe("requireRelease", () => {
  it("gives the synced data", () => {
    const dir = temporaryFolder("release-store-");
    writeRelease(dir, release("82.0.0"), DESCRIPTIONS);
    expect(requireRelease(dir)).toEqual(release("82.0.0"));
  });

  it("says how to sync when there is no data", () => {
    expect(() => requireRelease(temporaryFolder("release-empty-"))).toThrow(
      "content/release/ is missing: run npm run sync -- <checkout of the design system> (docs/authors.md)",
    );
  });
});

describe("readDescriptions", () => {
  it("reads content/api-descriptions.json", () => {
    const dir = makeProject({ descriptions: DESCRIPTIONS });
    expect(readDescriptions(dir)).toEqual(DESCRIPTIONS);
  });

  it("throws naming the file when it is missing", () => {
    const dir = temporaryFolder("release-empty-");
    const file = path.join(dir, "content/api-descriptions.json");
    expect(errorOf(() => readDescriptions(dir)).message.startsWith(`${file}: ENOENT`)).toBe(true);
  });
});

describe("writeRelease", () => {
  it("writes one file per kind of data and the descriptions, as JSON with a final newline", () => {
    const dir = temporaryFolder("release-store-");
    const data = release("82.0.0");
    writeRelease(dir, data, DESCRIPTIONS);
    expect(snapshotOf(path.join(dir, "content"))).toEqual({
      "api-descriptions.json": `${JSON.stringify(DESCRIPTIONS, null, 1)}\n`,
      "release/api.json": `${JSON.stringify(data.api, null, 1)}\n`,
      "release/stories.json": `${JSON.stringify(data.stories, null, 1)}\n`,
      "release/sources.json": `${JSON.stringify(data.sources, null, 1)}\n`,
      "release/history.json": `${JSON.stringify(data.history, null, 1)}\n`,
      "release/variables.json": `${JSON.stringify(data.variables, null, 1)}\n`,
      "release/graphics.json": `${JSON.stringify(data.graphics, null, 1)}\n`,
    });
  });

  it("replaces the whole earlier release, files it no longer has included, and leaves no temporary folders", () => {
    const dir = makeProject({ descriptions: DESCRIPTIONS });
    writeRelease(dir, release("81.0.0"), DESCRIPTIONS);
    writeFileSync(path.join(dir, "content/release/obsolete.json"), "{}");
    const descriptions = { ...DESCRIPTIONS, about: "Bijgewerkt." };
    writeRelease(dir, release("82.0.0"), descriptions);
    expect(readRelease(dir)).toEqual(release("82.0.0"));
    expect(readDescriptions(dir)).toEqual(descriptions);
    expect(readdirSync(path.join(dir, "content/release")).sort()).toEqual([
      "api.json",
      "graphics.json",
      "history.json",
      "sources.json",
      "stories.json",
      "variables.json",
    ]);
    expect(contentOf(dir)).toEqual(["api-descriptions.json", "docs", "release"]);
  });

  it("changes nothing when a file cannot be written", () => {
    const dir = makeProject({ descriptions: DESCRIPTIONS });
    writeRelease(dir, release("81.0.0"), DESCRIPTIONS);
    const before = snapshotOf(path.join(dir, "content"));
    // JSON.stringify cannot write a BigInt: the descriptions fail after the release's files are written.
    const unwritable = { about: 1n, components: {} } as unknown as ApiDescriptions;
    expect(() => writeRelease(dir, release("82.0.0"), unwritable)).toThrow(TypeError);
    expect(snapshotOf(path.join(dir, "content"))).toEqual(before);
    expect(contentOf(dir)).toEqual(["api-descriptions.json", "docs", "release"]);
  });

  it("creates the content folder of a project that has none", () => {
    const dir = temporaryFolder("release-store-");
    expect(existsSync(path.join(dir, "content"))).toBe(false);
    mkdirSync(path.join(dir, "unrelated"));
    writeRelease(dir, release("82.0.0"), DESCRIPTIONS);
    expect(JSON.parse(readFileSync(path.join(dir, "content/api-descriptions.json"), "utf8"))).toEqual(DESCRIPTIONS);
    expect(readRelease(dir)?.release).toEqual({ version: "82.0.0", tag: "v82.0.0" });
  });
});
