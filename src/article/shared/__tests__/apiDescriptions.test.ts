import {
  describedApi,
  descriptionGaps,
  descriptionText,
  memberKey,
  shapeChanges,
  problemLabel,
  type ApiDescriptions,
} from "../apiDescriptions";
import type { ReleaseComponent } from "../../../types/release";

const ALERT: ReleaseComponent = {
  tag: "dso-alert",
  private: false,
  deprecated: true,
  source: "packages/core/src/components/alert/readme.md",
  props: [
    {
      name: "status",
      attribute: "status",
      type: '"error" | "info"',
      default: null,
      required: true,
      mutable: false,
      deprecated: false,
    },
    {
      name: "closable",
      attribute: "closable",
      type: "boolean",
      default: "false",
      required: false,
      mutable: true,
      deprecated: true,
    },
  ],
  events: [{ name: "dsoClose", detail: "AlertCloseEvent", deprecated: false }],
  methods: [{ name: "setFocus", signature: "setFocus() => Promise<void>", deprecated: false }],
  slots: [{ name: null }, { name: "icon" }],
  parts: [{ name: "content" }],
  cssProperties: [{ name: "--dso-alert-gap" }],
  dependsOn: ["dso-icon"],
};

const EMPTY = { props: [], events: [], methods: [], slots: [], parts: [], cssProperties: [], dependsOn: [] };
const BADGE: ReleaseComponent = {
  ...EMPTY,
  tag: "dso-badge",
  private: true,
  deprecated: false,
  source: "packages/core/src/components/badge/readme.md",
  slots: [{ name: null }],
};

const DESCRIPTIONS: ApiDescriptions = {
  about: "Test.",
  components: {
    "dso-alert": {
      props: {
        status: "De soort melding.",
        closable: { description: "Toont een sluitknop.", review: "changed from 81.0.0 to 82.0.0: …" },
        gone: "Bestaat niet meer.",
      },
      events: { dsoClose: "  " },
      slots: { "": "De tekst." },
      parts: { content: "Het deel met de tekst." },
    },
    "dso-removed": { props: { a: "A." }, slots: { "": "De inhoud." } },
  },
};

describe("memberKey, descriptionText and problemLabel", () => {
  it("key the default slot as the empty name", () => {
    expect([memberKey(null), memberKey("icon")]).toEqual(["", "icon"]);
  });

  it("give the text of a plain and of a flagged description, and the empty text of none", () => {
    expect([
      descriptionText("Tekst."),
      descriptionText({ description: "Gemarkeerd.", review: "…" }),
      descriptionText(undefined),
    ]).toEqual(["Tekst.", "Gemarkeerd.", ""]);
  });

  it("label a member by tag, kind and name, and the default slot in Dutch", () => {
    expect([
      problemLabel({ tag: "dso-alert", kind: "props", name: "status" }),
      problemLabel({ tag: "dso-alert", kind: "slots", name: null }),
    ]).toEqual(["<dso-alert> props status", "<dso-alert> slots (standaard-slot)"]);
  });
});

describe("shapeChanges", () => {
  it("names each of a prop's type, default, attribute and required that changed", () => {
    const changed = { ...ALERT.props[1], type: "boolean | undefined", default: null, attribute: null, required: true };
    expect(shapeChanges("props", ALERT.props[1], changed)).toEqual([
      'type "boolean" → "boolean | undefined"',
      'default "false" → null',
      'attribute "closable" → null',
      "required false → true",
    ]);
  });

  it("leaves out what a description is not written against: mutable, deprecation and the name", () => {
    const changed = { ...ALERT.props[1], name: "dismissable", mutable: true, deprecated: true };
    expect(shapeChanges("props", ALERT.props[1], changed)).toEqual([]);
  });

  it("names an event's detail and a method's signature", () => {
    expect([
      shapeChanges("events", ALERT.events[0], { ...ALERT.events[0], detail: "CloseEvent" }),
      shapeChanges("methods", ALERT.methods[0], { ...ALERT.methods[0], signature: "setFocus() => void" }),
    ]).toEqual([
      ['detail "AlertCloseEvent" → "CloseEvent"'],
      ['signature "setFocus() => Promise<void>" → "setFocus() => void"'],
    ]);
  });

  it("finds nothing to compare in slots, parts and CSS custom properties, which have only a name", () => {
    expect(shapeChanges("slots", { name: "icon" }, { name: "icon" })).toEqual([]);
  });
});

describe("describedApi", () => {
  it("gives every member its Dutch description, empty where none is written, keeping the deprecation marks but not the sync's other fields", () => {
    expect(describedApi([ALERT, BADGE], DESCRIPTIONS)).toEqual([
      {
        tag: "dso-alert",
        private: false,
        deprecated: true,
        source: "packages/core/src/components/alert/readme.md",
        props: [
          {
            name: "status",
            attribute: "status",
            type: '"error" | "info"',
            default: null,
            required: true,
            deprecated: false,
            description: "De soort melding.",
          },
          {
            name: "closable",
            attribute: "closable",
            type: "boolean",
            default: "false",
            required: false,
            deprecated: true,
            description: "Toont een sluitknop.",
          },
        ],
        events: [{ name: "dsoClose", detail: "AlertCloseEvent", deprecated: false, description: "  " }],
        methods: [{ name: "setFocus", signature: "setFocus() => Promise<void>", deprecated: false, description: "" }],
        slots: [
          { name: null, description: "De tekst." },
          { name: "icon", description: "" },
        ],
        parts: [{ name: "content", description: "Het deel met de tekst." }],
        cssProperties: [{ name: "--dso-alert-gap", description: "" }],
        dependsOn: ["dso-icon"],
      },
      {
        tag: "dso-badge",
        private: true,
        deprecated: false,
        source: "packages/core/src/components/badge/readme.md",
        props: [],
        events: [],
        methods: [],
        slots: [{ name: null, description: "" }],
        parts: [],
        cssProperties: [],
        dependsOn: [],
      },
    ]);
  });
});

describe("descriptionGaps", () => {
  it("lists members without a description, flagged descriptions and descriptions of members the release lacks", () => {
    expect(descriptionGaps([ALERT, BADGE], DESCRIPTIONS)).toEqual([
      {
        tag: "dso-alert",
        kind: "props",
        name: "closable",
        problem: "to review: changed from 81.0.0 to 82.0.0: …",
      },
      { tag: "dso-alert", kind: "events", name: "dsoClose", problem: "has no Dutch description" },
      { tag: "dso-alert", kind: "methods", name: "setFocus", problem: "has no Dutch description" },
      { tag: "dso-alert", kind: "slots", name: "icon", problem: "has no Dutch description" },
      { tag: "dso-alert", kind: "cssProperties", name: "--dso-alert-gap", problem: "has no Dutch description" },
      { tag: "dso-badge", kind: "slots", name: null, problem: "has no Dutch description" },
      { tag: "dso-alert", kind: "props", name: "gone", problem: "is described, but the release has no such member" },
      { tag: "dso-removed", kind: "props", name: "a", problem: "is described, but the release has no such member" },
      { tag: "dso-removed", kind: "slots", name: null, problem: "is described, but the release has no such member" },
    ]);
  });

  it("finds no gaps when every member is described", () => {
    const descriptions: ApiDescriptions = { about: "", components: { "dso-badge": { slots: { "": "De tekst." } } } };
    expect(descriptionGaps([BADGE], descriptions)).toEqual([]);
  });

  it("counts a flagged description with an empty text as missing", () => {
    const descriptions: ApiDescriptions = {
      about: "",
      components: { "dso-badge": { slots: { "": { description: "", review: "changed" } } } },
    };
    expect(descriptionGaps([BADGE], descriptions)).toEqual([
      { tag: "dso-badge", kind: "slots", name: null, problem: "has no Dutch description" },
    ]);
  });
});
