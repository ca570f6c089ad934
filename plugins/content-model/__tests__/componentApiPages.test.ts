import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  apiTagsIn,
  componentApiFor,
  deprecationProblems,
  readComponentMetadata,
  unshownComponents,
} from "../componentApiPages";
import { webComponent } from "../../../src/article/shared/__fixtures__/webComponents";
import { analyseMdx } from "../mdxAnalysis";

describe("reading the metadata", () => {
  const project = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "api-"));
    mkdirSync(path.join(dir, "content/release"), { recursive: true });
    const release = { version: "81.0.0", tag: "v81.0.0" };
    const component = { ...webComponent("dso-x"), deprecated: false };
    const files = {
      "api.json": { ...release, components: [component] },
      "stories.json": { ...release, stories: { storybook: [], react: [], angular: [] } },
      "sources.json": { ...release, folders: { core: [], angular: [], react: [], "html-css": [] } },
      "history.json": { ...release, releases: [] },
      "variables.json": { ...release, modules: {} },
      "graphics.json": { ...release, graphics: [] },
    };
    for (const [file, data] of Object.entries(files))
      writeFileSync(path.join(dir, "content/release", file), JSON.stringify(data));
    return dir;
  };

  it("joins the synced API and the descriptions", () => {
    const dir = project();
    writeFileSync(path.join(dir, "content/api-descriptions.json"), JSON.stringify({ about: "", components: {} }));
    expect(readComponentMetadata(dir)).toEqual([webComponent("dso-x")]);
  });

  it("names the file when it is not valid JSON", () => {
    const dir = project();
    writeFileSync(path.join(dir, "content/api-descriptions.json"), '{ "components": { "dso-x": {}, } }');
    expect(() => readComponentMetadata(dir)).toThrow(
      new RegExp(`^${path.join(dir, "content/api-descriptions.json").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: `),
    );
  });

  it("says how to make the synced data when it is missing", () => {
    expect(() => readComponentMetadata(mkdtempSync(path.join(tmpdir(), "api-")))).toThrow(
      "content/release/ is missing: run npm run sync -- <checkout of the design system> (docs/authors.md)",
    );
  });
});

describe("component API lookup", () => {
  const metadata = [webComponent("dso-alert"), webComponent("dso-map-overlays", { private: true })];

  it("finds the tags a page uses, once each, in page order, and none in code", () => {
    const page = [
      '<ComponentApi tag="dso-b" />',
      '<ComponentApi tag="dso-a"></ComponentApi>',
      '<ComponentApi tag="dso-b" />',
      "",
      "```mdx",
      '<ComponentApi tag="dso-c" />',
      "```",
      'Schrijf `<ComponentApi tag="dso-d" />`.',
    ].join("\n");
    expect(apiTagsIn(analyseMdx(page, "x.mdx"))).toEqual(["dso-b", "dso-a"]);
    expect(componentApiFor('<ComponentApi tag="dso-alert" />', "alert.mdx", metadata)).toEqual([metadata[0]]);
  });

  it("names the file and line of an API block without a tag", () => {
    expect(() => apiTagsIn(analyseMdx("Tekst\n\n<ComponentApi />", "content/docs/x.mdx"))).toThrow(
      'content/docs/x.mdx:3:1: <ComponentApi> needs a tag="dso-…"',
    );
  });

  it("names the file and the unknown tag", () => {
    expect(() => componentApiFor('<ComponentApi tag="dso-nope" />', "content/docs/components/x.mdx", metadata)).toThrow(
      'content/docs/components/x.mdx: <ComponentApi tag="dso-nope" /> names a web component that is not in content/release/api.json',
    );
  });

  it("refuses an API block for an internal component, naming the page", () => {
    expect(() => componentApiFor('<ComponentApi tag="dso-map-overlays" />', "map-controls.mdx", metadata)).toThrow(
      'map-controls.mdx: <ComponentApi tag="dso-map-overlays" /> shows an internal component',
    );
  });

  it("names every public component that no page shows, and skips internal ones", () => {
    const shown = new Map([["dso-alert", ["alert.mdx"]]]);
    expect(unshownComponents([...metadata, webComponent("dso-badge")], shown)).toEqual([
      '<dso-badge> has no page that shows its API: add <ComponentApi tag="dso-badge" /> to the page that describes it',
    ]);
  });
});

describe("deprecated components", () => {
  const old = webComponent("dso-oud", { deprecated: true });
  const current = webComponent("dso-nieuw");

  it("asks a page that shows a deprecated component to say so in its status", () => {
    expect(deprecationProblems("content/docs/components/oud.mdx", "stable", [current, old])).toEqual([
      "content/docs/components/oud.mdx: the release marks <dso-oud> deprecated; set status: deprecated in the front matter and say what to use instead",
    ]);
    expect(deprecationProblems("content/docs/components/oud.mdx", null, [old])).toHaveLength(1);
  });

  it("accepts a deprecated page, and a stable page of current components", () => {
    expect(deprecationProblems("a.mdx", "deprecated", [old])).toEqual([]);
    expect(deprecationProblems("b.mdx", "stable", [current])).toEqual([]);
  });
});
