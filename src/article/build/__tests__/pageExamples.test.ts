import { exampleProblems, examplesIn, pageExampleProblems, type ExampleFact } from "../pageExamples";
import { analyseMdx } from "../../../node/mdxAnalysis";

describe("reading <Example> elements", () => {
  it("reads strings, lists, args and the example-page flag, with their lines in the file", () => {
    const source = [
      "---",
      "title: Knop",
      "---",
      "Tekst",
      '<Example variant="default" implementations={["core", "react"]} />',
      "",
      '<Example name="button" variant="primary" implementations={["html-css"]} args={{ "compact": true, size: "small" }} />',
      '<Example name="patronen-x" variant="y" implementations={["core"]} isExamplePage />',
      "",
      "```mdx",
      '<Example variant="in-code" implementations={["core"]} />',
      "```",
    ].join("\n");
    expect(examplesIn(analyseMdx(source, "content/docs/components/knop.mdx"))).toEqual([
      { variant: "default", implementations: ["core", "react"], line: 5 },
      {
        name: "button",
        variant: "primary",
        implementations: ["html-css"],
        args: { compact: true, size: "small" },
        line: 7,
      },
      { name: "patronen-x", variant: "y", implementations: ["core"], isExamplePage: true, line: 8 },
    ]);
  });

  it("names the file and line of an example it cannot read", () => {
    const read = (source: string) => examplesIn(analyseMdx(source, "x.mdx"));
    expect(() => read('\n<Example implementations={["core"]} />')).toThrow('x.mdx:2:1: <Example> needs a variant="…"');
    expect(() => read('Tekst\n\n<Example variant="a" />')).toThrow(
      'x.mdx:3:1: <Example> needs implementations={["core", …]}',
    );
    expect(() => read('<Example variant="a" implementations={[]} />')).toThrow(
      'x.mdx:1:1: <Example> needs implementations={["core", …]}',
    );
    expect(() => read('<Example variant="a" implementations={lijst} />')).toThrow(
      "x.mdx:1:22: <Example> implementations={lijst}: the name lijst is not a literal",
    );
  });

  it("gives a page's problems naming its file, or the one that an example cannot be read", () => {
    const fact: ExampleFact = { name: "alert", variant: "success", implementations: ["core"], under: null };
    const page = (body: string) => analyseMdx(`---\ntitle: Alert\n---\n${body}`, "content/docs/components/alert.mdx");
    expect(
      pageExampleProblems(
        page('<Example variant="success" implementations={["core"]} />'),
        [fact],
        ["core"],
        "/components/alert",
      ),
    ).toEqual([]);
    expect(pageExampleProblems(page("Geen voorbeeld."), [fact], ["core"], "/components/alert")).toEqual([
      "content/docs/components/alert.mdx: misses the example alert success [core]",
    ]);
    expect(pageExampleProblems(page('<Example variant="success" />'), [fact], ["core"], "/components/alert")).toEqual([
      'content/docs/components/alert.mdx:4:1: <Example> needs implementations={["core", …]}',
    ]);
  });
});

describe("examples against the facts", () => {
  const facts: ExampleFact[] = [
    { name: "alert", variant: "success", implementations: ["core", "angular"], under: null },
    { name: "alert", variant: "success", implementations: ["core", "angular"], under: "Succes" },
    { name: "alert", variant: "error", implementations: ["core"], under: "Fout" },
  ];

  it("accepts a page with every example, the page's own name by default", () => {
    const page = [
      { variant: "success", implementations: ["core", "angular"] },
      { name: "alert", variant: "success", implementations: ["core", "angular"] },
      { variant: "error", implementations: ["core"] },
    ];
    expect(exampleProblems(facts, page, ["core", "angular"], "alert")).toEqual([]);
  });

  it("wants the implementations in the facts' order, without those the release has no story for, and the real story of a broken one", () => {
    const banner: ExampleFact[] = [
      {
        name: "banner",
        variant: "error",
        implementations: ["core", "angular", "react"],
        noStory: ["angular"],
        under: null,
      },
      {
        name: "button-row",
        variant: "tertiare",
        implementations: ["html-css"],
        notInPlayground: {
          "html-css": { id: "html-css-button-row--tertiare", nearest: "html-css-button-row--tertiaire" },
        },
        under: null,
      },
    ];
    const all = ["core", "angular", "react", "html-css"];
    expect(
      exampleProblems(
        banner,
        [
          { variant: "error", implementations: ["core", "react"] },
          { name: "button-row", variant: "tertiaire", implementations: ["html-css"] },
        ],
        all,
        "banner",
      ),
    ).toEqual([]);
    expect(
      exampleProblems(
        banner,
        [
          { variant: "error", implementations: ["react", "core"] },
          { name: "button-row", variant: "tertiare", implementations: ["html-css"] },
        ],
        all,
        "banner",
      ),
    ).toEqual(["misses the example banner error [core, react]", "misses the example button-row tertiaire [html-css]"]);
  });

  it("names each missing example, and each implementation the front matter does not list", () => {
    const page = [{ variant: "success", implementations: ["core", "angular"] }];
    expect(exampleProblems(facts, page, ["core"], "alert")).toEqual([
      'misses the example alert success [core, angular] under "Succes"',
      'misses the example alert error [core] under "Fout"',
      "example alert success [core, angular] shows angular, which the front matter's implementations do not list",
    ]);
  });
});
