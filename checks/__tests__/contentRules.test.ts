import { apiUseProblems } from "../../src/article/build/apiUse";
import { COMPONENT_SECTIONS, componentPageProblems, postProblems, prosePageProblems } from "../contentRules";
import { analyseMdx } from "../../plugins/content-model/mdxAnalysis";

const words = (n: number) => Array.from({ length: n }, (_, i) => `woord${i}`).join(" ");

describe("content rules catch incomplete pages", () => {
  it("lists every missing part of a component page", () => {
    const stub = "---\ntitle: Demo\nimplementations: [core, vue]\n---\n\n## Wanneer te gebruiken\n\nKort.\n";
    expect(componentPageProblems(analyseMdx(stub, "content/docs/components/demo.mdx"), ["dso-demo"])).toEqual([
      "no description",
      "no keywords",
      'status is "undefined", expected "stable"',
      'implementations names "vue" (one of core, html-css, angular, react)',
      'no "## Wanneer niet te gebruiken" section',
      'no "## Hoe te gebruiken" section',
      'no "## Varianten" section',
      'no "## Toegankelijkheid" section',
      'no "## Implementaties" section',
      'no "## Zie ook" section',
      "no code example",
      "no playground link",
      "no API table for <dso-demo>",
      "only 4 words of prose (at least 250)",
    ]);
  });

  it("accepts a complete component page", () => {
    // Every required section; the test above spells them out, in the problems of a page that lacks them.
    const page = `---\ntitle: Demo\ndescription: Een demo.\nkeywords: [demo]\nstatus: stable\nimplementations: [core]\n---\n\n${words(260)}\n\n${COMPONENT_SECTIONS.map(
      (s) => `## ${s}\n\ntekst`,
    ).join(
      "\n\n",
    )}\n\n### Compact (\`compact\`)\n\n\`\`\`html\n<dso-demo></dso-demo>\n\`\`\`\n\n<PlaygroundLink component="demo" />\n\n<ComponentApi tag="dso-demo" />\n`;
    expect(componentPageProblems(analyseMdx(page, "content/docs/components/demo.mdx"), ["dso-demo"])).toEqual([]);
  });

  it("flags short prose pages and h1s in the body", () => {
    const page = "---\ntitle: Kleuren\n---\n\n# Kleuren\n\nTe kort.\n";
    expect(prosePageProblems(analyseMdx(page, "content/docs/fundament/kleuren.mdx"), 350)).toEqual([
      "no description",
      "has an h1 in the body",
      "has no h2 sections",
      "only 3 words of prose (at least 350)",
    ]);
  });

  it("checks a post's shape and what the changelog says of its release", () => {
    const source = "---\ntitle: Release\nauthors: [iemand]\n---\n\nKort.\n";
    const post = analyseMdx(source, "content/blog/2025-01-21-dso-toolkit-68.0.0.mdx");
    expect(postProblems(post, ["kernteam"], { version: "68.0.0", breaking: ["List Button"] })).toEqual([
      'unknown author "iemand"; known authors: kernteam',
      "has no truncate marker",
      "has no migration note, but 68.0.0 breaks List Button",
      "only 1 words of prose (at least 120)",
    ]);
    expect(postProblems(post, ["iemand"], "unknown")).toEqual([
      "has no truncate marker",
      "announces dso-toolkit-68.0.0, a release the synced changelog does not list",
      "only 1 words of prose (at least 120)",
    ]);
    const untitled = analyseMdx("---\nauthors: []\n---\n\nKort.\n", "content/blog/2025-01-21-nieuws.mdx");
    expect(postProblems(untitled, [], undefined)).toEqual([
      "no title",
      'front matter "authors" must list at least one author',
      "has no truncate marker",
      "only 1 words of prose (at least 150)",
    ]);
  });
});

describe("what pages say about web components", () => {
  const metadata = [
    {
      tag: "dso-modal",
      props: [
        { name: "modalTitle", attribute: "modal-title" },
        { name: "returnFocus", attribute: "return-focus" },
      ],
      events: [{ name: "dsoClose" }],
    },
    { tag: "dso-advanced-select", props: [{ name: "options", attribute: null }], events: [] },
  ];

  it("accepts attributes, React properties, handlers and global attributes that exist", () => {
    const page = [
      '```html\n<dso-modal modal-title="Weet je het zeker?" class="x" aria-label="a" slot="body">\n```',
      "```tsx\n<DsoModal modalTitle={title} returnFocus={false} onDsoClose={(e) => sluit(e.detail)} onClick={x}>\n<DsoAdvancedSelect options={opties} />\n```",
      "Het event `dsoClose` komt bij Escape.",
    ].join("\n\n");
    expect(apiUseProblems(analyseMdx(page, "x.mdx"), metadata)).toEqual([]);
  });

  it("accepts Angular's forms directives on a web component, and still names an unknown binding", () => {
    const page =
      '```html\n<dso-modal [(ngModel)]="keuze" formControlName="keuze" [modalTitle]="titel">\n<dso-modal [ngFoo]="x">\n```';
    expect(apiUseProblems(analyseMdx(page, "x.mdx"), metadata)).toEqual([
      "line 3: <dso-modal> has no property or attribute ngFoo",
    ]);
  });

  it("names the line of each attribute, property, event and element that does not exist", () => {
    const page = [
      '```html\n<dso-modal initial-focus="x" modal-title="a > b">\n```',
      "```tsx\n<DsoModal showCloseButton onDsoDismiss={sluit} />\n<dso-helpcenter-panel></dso-helpcenter-panel>\n```",
      "Luister naar `dsoDismiss`, niet naar `dsoClose`.",
    ].join("\n");
    expect(apiUseProblems(analyseMdx(page, "x.mdx"), metadata)).toEqual([
      "line 2: <dso-modal> has no property or attribute initial-focus",
      "line 5: <DsoModal> has no property or attribute showCloseButton",
      "line 5: <DsoModal> has no event dsoDismiss",
      "line 6: <dso-helpcenter-panel> is not a web component",
      "line 8: `dsoDismiss` is no property or event of any web component",
    ]);
  });
});
