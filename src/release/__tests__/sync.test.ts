import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ApiDescriptions } from "../../article/shared/apiDescriptions";
import { readCheckout } from "../checkout";
import { SyncInputError } from "../inputError";
import { readRelease } from "../../../plugins/content-model/releaseFiles";
import { releaseComponent } from "../__fixtures__/releaseComponent";
import { compareApis, formatReport, missingStories, sync, type SyncReport } from "../sync";
import {
  PAGES,
  errorOf,
  fixtureJson,
  makeCheckout,
  makeProject,
  removeTemporaryFolders,
  snapshotOf,
  type StencilComponent,
  type StencilDocs,
} from "../__fixtures__/fakeRelease";

afterEach(removeTemporaryFolders);

const readJsonFile = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));

/**
 * The fixture's docs.json as release 83.0.0 has it: dso-alert's `labels` takes another type, its
 * `roleAlert` is gone and it has a method; dso-info is gone and dso-badge is new.
 */
function docsOf83(): StencilDocs {
  const docs = fixtureJson<StencilDocs>("docs.json");
  const alert = docs.components.find(({ tag }) => tag === "dso-alert")!;
  const props = alert.props as Array<Record<string, unknown>>;
  props.find(({ name }) => name === "labels")!.type = "Partial<AlertLabels>";
  alert.props = props.filter(({ name }) => name !== "roleAlert");
  alert.methods = [{ name: "setFocus", signature: "setFocus() => Promise<void>", docs: "", docsTags: [] }];
  const badge: StencilComponent = {
    ...docs.components.find(({ tag }) => tag === "dsot-demo")!,
    filePath: "./src/components/badge/badge.tsx",
    tag: "dso-badge",
    readme: "# dso-badge\n",
    props: [{ name: "status", attr: "status", type: "string", mutable: false, required: false, optional: true }],
    slots: [{ name: "", docs: "" }],
  };
  docs.components = [...docs.components.filter(({ tag }) => tag !== "dso-info"), badge];
  return docs;
}

const MISSING_STORIES = (version: string) => [
  `content/docs/components/alert.mdx:12: example alert closable [core]: the storybook Storybook of ${version} has no story core-alert--closable for core`,
  `content/docs/components/info/index.mdx:6: example info default [angular]: the angular Storybook of ${version} has no story info--default for angular`,
];

/** What is in content/ beside the pages: no temporary folder or file may remain. */
const contentOf = (projectDir: string) => readdirSync(path.join(projectDir, "content")).sort();

describe("sync", () => {
  it("writes the release's data on a first sync and reports what it lacks", () => {
    const checkout = makeCheckout();
    const project = makeProject();
    const report = sync(checkout, project);
    expect(report).not.toHaveProperty("descriptions");
    expect(report).toMatchObject({
      from: null,
      to: "82.0.0",
      componentsAdded: [],
      componentsRemoved: [],
      membersAdded: [],
      membersRemoved: [],
      membersChanged: [],
      dropped: ["<dso-alert> props oldProp"],
      undescribed: [
        "<dso-alert> parts content",
        "<dso-alert> cssProperties --dso-alert-gap",
        "<dso-info> events dsoClose",
        "<dso-info> slots (standaard-slot)",
      ],
      missingStories: MISSING_STORIES("82.0.0"),
      counts: { components: 2, stories: { storybook: 3, react: 1, angular: 1 }, releases: 2 },
    });
    expect(readRelease(project)).toEqual(readCheckout(checkout));
    expect(readdirSync(path.join(project, "content/release")).sort()).toEqual([
      "api.json",
      "graphics.json",
      "history.json",
      "sources.json",
      "stories.json",
      "variables.json",
    ]);
    const descriptions = fixtureJson<ApiDescriptions>("api-descriptions.json");
    delete descriptions.components["dso-alert"].props!.oldProp;
    expect(readJsonFile(path.join(project, "content/api-descriptions.json"))).toEqual(descriptions);
    expect(contentOf(project)).toEqual(["api-descriptions.json", "docs", "release"]);
  });

  it("compares a newer release with the one synced before, and flags the descriptions of changed members", () => {
    const project = makeProject();
    sync(makeCheckout(), project);
    const report = sync(makeCheckout({ version: "83.0.0", docs: docsOf83() }), project);
    const change = 'type "AlertLabels" → "Partial<AlertLabels>"';
    expect(report).toMatchObject({
      from: "82.0.0",
      to: "83.0.0",
      componentsAdded: ["dso-badge"],
      componentsRemoved: ["dso-info"],
      membersAdded: ["<dso-alert> methods setFocus"],
      membersRemoved: ["<dso-alert> props roleAlert"],
      membersChanged: [`<dso-alert> props labels: ${change}`],
      dropped: ["<dso-alert> props roleAlert", "<dso-info> (all its descriptions)"],
      undescribed: [
        "<dso-alert> methods setFocus",
        "<dso-alert> parts content",
        "<dso-alert> cssProperties --dso-alert-gap",
        "<dso-badge> props status",
        "<dso-badge> slots (standaard-slot)",
      ],
      missingStories: MISSING_STORIES("83.0.0"),
      counts: { components: 2, stories: { storybook: 3, react: 1, angular: 1 }, releases: 3 },
    });
    expect(readJsonFile(path.join(project, "content/api-descriptions.json"))).toEqual({
      about: "Dutch descriptions of the web components' members (test fixture).",
      components: {
        "dso-alert": {
          props: {
            status: "De soort melding.",
            closable: "Toont een sluitknop.",
            labels: {
              description: "De teksten van de knoppen.",
              review: `changed from 82.0.0 to 83.0.0: ${change}`,
            },
          },
          events: { dsoClose: "Als de gebruiker de melding sluit." },
          slots: { "": "De tekst van de melding." },
        },
        "dso-badge": {},
      },
    });
    expect(readRelease(project)?.release).toEqual({ version: "83.0.0", tag: "v83.0.0" });
    expect(contentOf(project)).toEqual(["api-descriptions.json", "docs", "release"]);
  });

  it("writes nothing when an input of the checkout is malformed", () => {
    const project = makeProject();
    sync(makeCheckout(), project);
    const before = snapshotOf(path.join(project, "content"));
    const docs = fixtureJson<StencilDocs>("docs.json");
    delete docs.components[1].props;
    const checkout = makeCheckout({ version: "83.0.0", docs });
    expect(() => sync(checkout, project)).toThrow(SyncInputError);
    expect(snapshotOf(path.join(project, "content"))).toEqual(before);
    expect(contentOf(project)).toEqual(["api-descriptions.json", "docs", "release"]);
  });

  it("writes nothing on a first sync that fails", () => {
    const project = makeProject();
    const before = snapshotOf(path.join(project, "content"));
    const checkout = makeCheckout();
    writeFileSync(path.join(checkout, "storybook/www/index.json"), JSON.stringify({ v: 5 }));
    expect(errorOf(() => sync(checkout, project)).message).toContain(
      `${path.join(checkout, "storybook/www/index.json")}: expected a Storybook index.json`,
    );
    expect(snapshotOf(path.join(project, "content"))).toEqual(before);
    expect(contentOf(project)).toEqual(["api-descriptions.json", "docs"]);
  });

  it("writes nothing when a page cannot be read", () => {
    const project = makeProject({ pages: { ...PAGES, "broken.mdx": "---\ntitle: [\n---\n" } });
    const before = snapshotOf(path.join(project, "content"));
    expect(() => sync(makeCheckout(), project)).toThrow("content/docs/broken.mdx");
    expect(snapshotOf(path.join(project, "content"))).toEqual(before);
    expect(contentOf(project)).toEqual(["api-descriptions.json", "docs"]);
  });

  it("reads the checkout from a path relative to the working folder", () => {
    const checkout = makeCheckout();
    const project = makeProject();
    expect(sync(path.relative(process.cwd(), checkout), project).to).toBe("82.0.0");
  });
});

describe("missingStories", () => {
  it("lists only the stories the release lacks, not the pages' other example problems", () => {
    const project = makeProject({
      pages: {
        "components/alert.mdx": [
          "---",
          "title: Alert",
          'implementations: ["core"]',
          "---",
          '<Example variant="default" implementations={["html-css", "angular"]} />',
          '<Example name="info" variant="default" implementations={["core"]} />',
          '<Example name="patronen-formulier" variant="default" implementations={["core"]} isExamplePage />',
          "",
        ].join("\n"),
        "intro.md": "# Intro\n",
      },
    });
    expect(missingStories(project, readCheckout(makeCheckout()))).toEqual([
      "content/docs/components/alert.mdx:7: example patronen-formulier default [core]: " +
        "the storybook Storybook of 82.0.0 has no story patronen-formulier--default",
    ]);
  });

  it("names the pages' files and lines, in the order of the files", () => {
    expect(missingStories(makeProject(), readCheckout(makeCheckout()))).toEqual(MISSING_STORIES("82.0.0"));
  });
});

describe("compareApis", () => {
  const component = releaseComponent;
  const event = (name: string, detail: string) => ({ name, detail, deprecated: false });
  const versions = { from: "82.0.0", to: "83.0.0" };

  it("keeps every description of an unchanged API, flagged ones as they are", () => {
    const api = [component("dso-a", { events: [event("dsoChange", "string")], slots: [{ name: null }] })];
    const descriptions: ApiDescriptions = {
      about: "Over.",
      components: {
        "dso-a": { events: { dsoChange: { description: "Bij een wijziging.", review: "eerder" } }, slots: { "": "" } },
      },
    };
    expect(compareApis(api, api, descriptions, versions)).toEqual({
      componentsAdded: [],
      componentsRemoved: [],
      membersAdded: [],
      membersRemoved: [],
      membersChanged: [],
      dropped: [],
      descriptions,
    });
  });

  it("adds a new review to a description flagged before, and flags no description that is empty or missing", () => {
    const previous = [
      component("dso-a", { events: [event("one", "string"), event("two", "string"), event("three", "string")] }),
    ];
    const next = [
      component("dso-a", { events: [event("one", "number"), event("two", "number"), event("three", "number")] }),
    ];
    const descriptions: ApiDescriptions = {
      about: "Over.",
      components: {
        "dso-a": { events: { one: { description: "Eén.", review: "changed from 81.0.0 to 82.0.0" }, two: "" } },
      },
    };
    const result = compareApis(previous, next, descriptions, versions);
    expect(result.membersChanged).toEqual([
      '<dso-a> events one: detail "string" → "number"',
      '<dso-a> events two: detail "string" → "number"',
      '<dso-a> events three: detail "string" → "number"',
    ]);
    expect(result.descriptions.components).toEqual({
      "dso-a": {
        events: {
          one: {
            description: "Eén.",
            review: 'changed from 81.0.0 to 82.0.0; changed from 82.0.0 to 83.0.0: detail "string" → "number"',
          },
          two: "",
        },
      },
    });
  });

  it("reports added and removed members by kind, the default slot by its Dutch label", () => {
    const previous = [component("dso-a", { slots: [{ name: null }], parts: [{ name: "header" }] })];
    const next = [component("dso-a", { slots: [{ name: "footer" }], cssProperties: [{ name: "--dso-a-gap" }] })];
    const descriptions: ApiDescriptions = {
      about: "",
      components: { "dso-a": { slots: { "": "De inhoud." }, parts: { header: "De kop." } } },
    };
    expect(compareApis(previous, next, descriptions, versions)).toEqual({
      componentsAdded: [],
      componentsRemoved: [],
      membersAdded: ["<dso-a> slots footer", "<dso-a> cssProperties --dso-a-gap"],
      membersRemoved: ["<dso-a> slots (standaard-slot)", "<dso-a> parts header"],
      membersChanged: [],
      dropped: ["<dso-a> slots (standaard-slot)", "<dso-a> parts header"],
      descriptions: { about: "", components: { "dso-a": {} } },
    });
  });

  it("reports no dropped descriptions for a removed component that had none", () => {
    const descriptions: ApiDescriptions = { about: "", components: { "dso-b": {} } };
    expect(compareApis([component("dso-b")], [], descriptions, versions).dropped).toEqual([]);
  });

  it("reports added and removed components, and drops the descriptions of a removed one", () => {
    const previous = [component("dso-a"), component("dso-b", { slots: [{ name: null }] })];
    const next = [component("dso-a"), component("dso-c", { slots: [{ name: null }] })];
    const descriptions: ApiDescriptions = {
      about: "",
      components: { "dso-b": { slots: { "": "B." } }, "dso-c": { slots: { "": "C, vooraf geschreven." } } },
    };
    expect(compareApis(previous, next, descriptions, versions)).toEqual({
      componentsAdded: ["dso-c"],
      componentsRemoved: ["dso-b"],
      membersAdded: [],
      membersRemoved: [],
      membersChanged: [],
      dropped: ["<dso-b> (all its descriptions)"],
      descriptions: { about: "", components: { "dso-a": {}, "dso-c": { slots: { "": "C, vooraf geschreven." } } } },
    });
  });

  it("reports no members of a first sync, where nothing came before", () => {
    const next = [component("dso-a", { events: [event("dsoChange", "string")] })];
    const result = compareApis([], next, { about: "", components: {} }, { from: null, to: "82.0.0" });
    expect([result.membersAdded, result.membersChanged, result.componentsAdded]).toEqual([[], [], ["dso-a"]]);
  });
});

describe("formatReport", () => {
  const report: SyncReport = {
    from: "82.0.0",
    to: "83.0.0",
    componentsAdded: ["dso-badge"],
    componentsRemoved: ["dso-info", "dso-old"],
    membersAdded: ["<dso-alert> methods setFocus"],
    membersRemoved: ["<dso-alert> props roleAlert"],
    membersChanged: ['<dso-alert> props labels: type "A" → type "B"'],
    dropped: ["<dso-info> (all its descriptions)"],
    undescribed: ["<dso-badge> slots (standaard-slot)"],
    missingStories: ["content/docs/x.mdx:3: example x y [core]: …"],
    counts: { components: 2, stories: { storybook: 3, react: 1, angular: 0 }, releases: 3 },
  };

  it("gives a summary line and a section with its count per kind of change", () => {
    expect(formatReport(report).split("\n")).toEqual([
      "Synced 82.0.0 → 83.0.0: 2 web components, stories (storybook 3, react 1, angular 0), 3 releases in the changelog.",
      "Components added (1):",
      "  dso-badge",
      "Components removed (2):",
      "  dso-info",
      "  dso-old",
      "Members added (1):",
      "  <dso-alert> methods setFocus",
      "Members removed (1):",
      "  <dso-alert> props roleAlert",
      "Members changed (their descriptions are flagged for review) (1):",
      '  <dso-alert> props labels: type "A" → type "B"',
      "Descriptions dropped with their members (git history keeps them) (1):",
      "  <dso-info> (all its descriptions)",
      "Members without a Dutch description (content/api-descriptions.json) (1):",
      "  <dso-badge> slots (standaard-slot)",
      "Stories the pages use that the release lacks (1):",
      "  content/docs/x.mdx:3: example x y [core]: …",
    ]);
  });

  it("leaves out the empty sections and says when the sync is the first", () => {
    const first: SyncReport = {
      ...report,
      from: null,
      componentsAdded: [],
      componentsRemoved: [],
      membersAdded: [],
      membersRemoved: [],
      membersChanged: [],
      dropped: [],
    };
    expect(formatReport(first)).toBe(
      [
        "Synced (first sync) 83.0.0: 2 web components, stories (storybook 3, react 1, angular 0), 3 releases in the changelog.",
        "Members without a Dutch description (content/api-descriptions.json) (1):",
        "  <dso-badge> slots (standaard-slot)",
        "Stories the pages use that the release lacks (1):",
        "  content/docs/x.mdx:3: example x y [core]: …",
      ].join("\n"),
    );
  });
});
