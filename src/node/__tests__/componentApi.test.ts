import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { apiTagsIn, componentApiFor, metadataProblems, readComponentMetadata, unshownComponents, type FactComponent } from "../componentApi";
import type { WebComponent } from "../../lib/componentApi";

const empty = { props: [], events: [], methods: [], slots: [], parts: [], cssProperties: [], dependsOn: [] };
const component = (tag: string, extra: Partial<WebComponent> = {}): WebComponent => ({ tag, private: false, source: `${tag}/readme.md`, ...empty, ...extra });

describe("reading the metadata", () => {
  it("names the file when it is not valid JSON", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "api-")), "web-components.json");
    writeFileSync(file, '{ "components": [ { "tag": "dso-x", } ] }');
    expect(() => readComponentMetadata(file)).toThrow(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: `));
  });
});

describe("component API lookup", () => {
  const metadata = [component("dso-alert"), component("dso-map-overlays", { private: true })];

  it("finds the tags a page uses, once each, in page order", () => {
    expect(apiTagsIn('<ComponentApi tag="dso-b" />\n<ComponentApi tag="dso-a" />\n<ComponentApi tag="dso-b" />')).toEqual(["dso-b", "dso-a"]);
    expect(componentApiFor('<ComponentApi tag="dso-alert" />', "alert.mdx", metadata)).toEqual([metadata[0]]);
  });

  it("names the file and the unknown tag", () => {
    expect(() => componentApiFor('<ComponentApi tag="dso-nope" />', "content/docs/components/x.mdx", metadata)).toThrow(
      'content/docs/components/x.mdx: <ComponentApi tag="dso-nope" /> names a web component that is not in content/web-components.json',
    );
  });

  it("refuses an API block for an internal component, naming the page", () => {
    expect(() => componentApiFor('<ComponentApi tag="dso-map-overlays" />', "map-controls.mdx", metadata)).toThrow("map-controls.mdx: <ComponentApi tag=\"dso-map-overlays\" /> shows an internal component");
  });

  it("names every public component that no page shows, and skips internal ones", () => {
    const shown = new Map([["dso-alert", ["alert.mdx"]]]);
    expect(unshownComponents([...metadata, component("dso-badge")], shown)).toEqual([
      '<dso-badge> has no page that shows its API: add <ComponentApi tag="dso-badge" /> to the page that describes it',
    ]);
  });
});

describe("metadata against the facts", () => {
  const fact: FactComponent = {
    tag: "dso-demo",
    private: false,
    dependsOn: ["dso-icon"],
    props: [{ name: "open", attribute: "open", type: "boolean", default: "false", required: false, sourceNote: "Opens the demo." }],
    events: [{ name: "dsoToggle", detail: "DemoToggleEvent", sourceNote: "Emitted on toggle." }],
    methods: [],
    slots: [{ name: null, sourceNote: "The content." }],
    parts: [],
    cssProperties: [],
  };
  const good = component("dso-demo", {
    dependsOn: ["dso-icon"],
    props: [{ name: "open", attribute: "open", type: "boolean", default: "false", required: false, description: "Zet het demo-element open; standaard is het dicht." }],
    events: [{ name: "dsoToggle", detail: "DemoToggleEvent", description: "Komt als de gebruiker het element open- of dichtklapt." }],
    slots: [{ name: null, description: "De inhoud die het element toont als het open is." }],
  });

  it("accepts metadata that matches the facts and describes every member in Dutch", () => {
    expect(metadataProblems([fact], [good])).toEqual([]);
  });

  it("names the tag and member of each difference and each missing description", () => {
    const bad = component("dso-demo", {
      dependsOn: ["dso-icon"],
      props: [{ name: "open", attribute: "open", type: "string", default: null, required: true, description: "open" }],
      events: [],
      slots: [{ name: null, description: "" }],
      parts: [{ name: "extra", description: "Een part dat de facts niet kennen." }],
    });
    expect(metadataProblems([fact], [bad, component("dso-ghost")])).toEqual([
      "<dso-ghost> is not in the facts",
      '<dso-demo> props open: type is "string", the facts say "boolean"',
      '<dso-demo> props open: default is null, the facts say "false"',
      "<dso-demo> props open: required is true, the facts say false",
      '<dso-demo> props open has a description that only repeats its name ("open")',
      "<dso-demo> events dsoToggle is missing",
      "<dso-demo> slots (standaard-slot) has no description",
      "<dso-demo> parts extra is not in the facts",
    ]);
  });

  it("refuses an English description and a component the metadata lacks", () => {
    const english = component("dso-demo", { ...good, props: [{ ...good.props[0], description: "Opens the demo when set to true." }] });
    expect(metadataProblems([fact], [english])).toEqual(['<dso-demo> props open has a description that is not Dutch ("Opens the demo when set to true.")']);
    expect(metadataProblems([fact], [])).toEqual(["<dso-demo> is missing"]);
  });
});
