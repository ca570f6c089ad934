import { SyncInputError } from "../inputError";
import { apiFromStencil } from "../stencil";
import { errorOf, fixtureJson, type StencilComponent, type StencilDocs } from "../__fixtures__/fakeRelease";

/** A component of docs.json with no members, for a test to fill in. */
function component(tag: string, fields: Record<string, unknown> = {}): StencilComponent {
  return {
    filePath: `./src/components/${tag.replace(/^dsot?-/, "")}/${tag}.tsx`,
    tag,
    readme: `# ${tag}\n`,
    docsTags: [],
    props: [],
    events: [],
    methods: [],
    slots: [],
    parts: [],
    styles: [],
    dependencies: [],
    ...fields,
  };
}

const prop = (fields: Record<string, unknown>) => ({
  name: "value",
  type: "string",
  required: false,
  mutable: false,
  ...fields,
});

describe("apiFromStencil", () => {
  it("reads the fixture's docs.json into the release's components, sorted by tag, without the demo components", () => {
    expect(apiFromStencil(fixtureJson("docs.json"), "packages/core/docs.json")).toEqual({
      components: [
        {
          tag: "dso-alert",
          private: false,
          deprecated: false,
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
              deprecated: false,
            },
            {
              name: "labels",
              attribute: null,
              type: "AlertLabels",
              default: null,
              required: false,
              mutable: false,
              deprecated: false,
            },
            {
              name: "roleAlert",
              attribute: "role-alert",
              type: "boolean | undefined",
              default: null,
              required: false,
              mutable: false,
              deprecated: true,
            },
          ],
          events: [{ name: "dsoClose", detail: "AlertCloseEvent", deprecated: false }],
          methods: [],
          slots: [{ name: null }],
          parts: [{ name: "content" }],
          cssProperties: [{ name: "--dso-alert-gap" }],
          dependsOn: ["dso-info"],
        },
        {
          tag: "dso-info",
          private: true,
          deprecated: false,
          source: "packages/core/src/components/info/readme.md",
          props: [
            {
              name: "active",
              attribute: "active",
              type: "boolean",
              default: "false",
              required: false,
              mutable: false,
              deprecated: false,
            },
          ],
          events: [{ name: "dsoClose", detail: "any", deprecated: false }],
          methods: [],
          slots: [{ name: null }],
          parts: [],
          cssProperties: [],
          dependsOn: [],
        },
      ],
      leftOut: ["dsot-demo"],
    });
  });

  it("maps a prop's attr and default, where a missing one and the default undefined are null", () => {
    const docs = {
      components: [
        component("dso-x", {
          props: [
            prop({ name: "a", attr: "a-b", default: "'x'" }),
            prop({ name: "b" }),
            prop({ name: "c", attr: "c", default: "undefined", required: true, mutable: true }),
            prop({ name: "d", attr: "d", default: "", deprecation: "" }),
          ],
        }),
      ],
    };
    expect(apiFromStencil(docs, "docs.json").components[0].props).toEqual([
      {
        name: "a",
        attribute: "a-b",
        type: "string",
        default: "'x'",
        required: false,
        mutable: false,
        deprecated: false,
      },
      { name: "b", attribute: null, type: "string", default: null, required: false, mutable: false, deprecated: false },
      { name: "c", attribute: "c", type: "string", default: null, required: true, mutable: true, deprecated: false },
      { name: "d", attribute: "d", type: "string", default: "", required: false, mutable: false, deprecated: true },
    ]);
  });

  it("maps events, methods and their deprecations", () => {
    const docs = {
      components: [
        component("dso-x", {
          events: [
            { event: "dsoChange", detail: "ChangeEvent", bubbles: true },
            { event: "dsoOld", detail: "void", deprecation: "Gebruik dsoChange." },
          ],
          methods: [
            { name: "setFocus", signature: "setFocus() => Promise<void>", returns: { type: "Promise<void>" } },
            { name: "open", signature: "open(id: string) => Promise<void>", deprecation: "Gebruik setFocus." },
          ],
        }),
      ],
    };
    const [result] = apiFromStencil(docs, "docs.json").components;
    expect([result.events, result.methods]).toEqual([
      [
        { name: "dsoChange", detail: "ChangeEvent", deprecated: false },
        { name: "dsoOld", detail: "void", deprecated: true },
      ],
      [
        { name: "setFocus", signature: "setFocus() => Promise<void>", deprecated: false },
        { name: "open", signature: "open(id: string) => Promise<void>", deprecated: true },
      ],
    ]);
  });

  it("takes a slot without a name, or with the text of its description for a name, as the default slot", () => {
    const docs = {
      components: [
        component("dso-x", {
          slots: [{ name: "" }, { name: "De inhoud van de kaart" }, { name: "header" }, { name: "addons-end" }],
        }),
      ],
    };
    expect(apiFromStencil(docs, "docs.json").components[0].slots).toEqual([
      { name: null },
      { name: null },
      { name: "header" },
      { name: "addons-end" },
    ]);
  });

  it("keeps the styles annotated as prop (or not annotated) as CSS custom properties, and the parts by name", () => {
    const docs = {
      components: [
        component("dso-x", {
          styles: [
            { name: "--dso-x-color", annotation: "prop", docs: "" },
            { name: "--dso-x-gap" },
            { name: "dark", annotation: "mode" },
          ],
          parts: [{ name: "header", docs: "" }, { name: "body" }],
        }),
      ],
    };
    const [result] = apiFromStencil(docs, "docs.json").components;
    expect([result.cssProperties, result.parts]).toEqual([
      [{ name: "--dso-x-color" }, { name: "--dso-x-gap" }],
      [{ name: "header" }, { name: "body" }],
    ]);
  });

  it("marks a component private from its readme and deprecated from its docs tag", () => {
    const docs = {
      components: [
        component("dso-a", { readme: "# dso-a\n\nThis is a private component.\n" }),
        component("dso-b", { readme: "# dso-b\n\nNot private; a component for pages.\n" }),
        component("dso-c", { docsTags: [{ name: "deprecated", text: "Gebruik dso-a." }] }),
        component("dso-d", { docsTags: [{ name: "deprecated" }, { name: "slot", text: "x" }] }),
      ],
    };
    expect(
      apiFromStencil(docs, "docs.json").components.map(({ tag, private: internal, deprecated }) => ({
        tag,
        internal,
        deprecated,
      })),
    ).toEqual([
      { tag: "dso-a", internal: true, deprecated: false },
      { tag: "dso-b", internal: false, deprecated: false },
      { tag: "dso-c", internal: false, deprecated: true },
      { tag: "dso-d", internal: false, deprecated: true },
    ]);
  });

  it("gives each component the readme beside its source, below the given core path", () => {
    const docs = {
      components: [
        component("dso-a", { filePath: "./src/components/accordion/components/accordion-section.tsx" }),
        component("dso-b", { filePath: "src/components/badge/badge.tsx" }),
      ],
    };
    expect(apiFromStencil(docs, "docs.json", "core").components.map(({ source }) => source)).toEqual([
      "core/src/components/accordion/components/readme.md",
      "core/src/components/badge/readme.md",
    ]);
  });

  it("sorts the components by tag and lists the tags outside the public prefix as left out", () => {
    const docs = {
      components: [component("dso-modal"), component("dsot-demo"), component("dso-alert"), component("dsot-b")],
    };
    const api = apiFromStencil(docs, "docs.json");
    expect([api.components.map(({ tag }) => tag), api.leftOut]).toEqual([
      ["dso-alert", "dso-modal"],
      ["dsot-demo", "dsot-b"],
    ]);
  });

  it.each([
    ["no components array", { components: {} }, "  at components: "],
    [
      "a prop without a type",
      { components: [component("dso-x", { props: [{ name: "a", required: false }] })] },
      "  at components.0.props.0.type: ",
    ],
    ["a tag that is no custom element's", { components: [component("Alert")] }, "  at components.0.tag: "],
    ["a list instead of an object", [], "  at (top): "],
  ])("throws a SyncInputError naming the file and the place for %s", (_, json, place) => {
    const read = () => apiFromStencil(json, "/checkout/packages/core/docs.json");
    expect(read).toThrow(SyncInputError);
    expect(read).toThrow(
      "/checkout/packages/core/docs.json: expected Stencil's docs-json output (a components array)\n",
    );
    expect(read).toThrow(place);
  });

  it("lists at most five problems, and how many more there are", () => {
    const docs = fixtureJson<StencilDocs>("docs.json");
    for (const each of docs.components) each.props = [{}, {}];
    // Two props of each of three components lack name, type, required and mutable: 24 problems.
    const lines = errorOf(() => apiFromStencil(docs, "docs.json")).message.split("\n");
    expect(lines).toHaveLength(7);
    expect([lines[0], lines[6]]).toEqual([
      "docs.json: expected Stencil's docs-json output (a components array)",
      "  … and 19 more",
    ]);
  });
});
