import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { apiTagsIn, componentApiFor, readComponentMetadata, unshownComponents } from "../componentApiPages";
import { webComponent } from "../../shared/__fixtures__/webComponents";
import { analyseMdx } from "../../../node/mdxAnalysis";

describe("reading the metadata", () => {
  it("names the file when it is not valid JSON", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "api-")), "web-components.json");
    writeFileSync(file, '{ "components": [ { "tag": "dso-x", } ] }');
    expect(() => readComponentMetadata(file)).toThrow(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: `));
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
      'content/docs/components/x.mdx: <ComponentApi tag="dso-nope" /> names a web component that is not in content/web-components.json',
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
