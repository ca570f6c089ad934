import { exampleProblems, examplesIn, type ExampleFact } from "../examples";

describe("reading <Example> elements", () => {
  it("reads strings, lists, args and the example-page flag, with their lines", () => {
    const body = [
      "Tekst",
      '<Example variant="default" implementations={["core", "react"]} />',
      "",
      '<Example name="button" variant="primary" implementations={["html-css"]} args={{ "compact": true, size: "small" }} />',
      '<Example name="patronen-x" variant="y" implementations={["core"]} isExamplePage />',
    ].join("\n");
    expect(examplesIn(body)).toEqual([
      { variant: "default", implementations: ["core", "react"], line: 2 },
      {
        name: "button",
        variant: "primary",
        implementations: ["html-css"],
        args: { compact: true, size: "small" },
        line: 4,
      },
      { name: "patronen-x", variant: "y", implementations: ["core"], isExamplePage: true, line: 5 },
    ]);
  });

  it("names the line of an example it cannot read", () => {
    expect(() => examplesIn('\n<Example implementations={["core"]} />')).toThrow(
      'line 2: <Example> needs a variant="…"',
    );
    expect(() => examplesIn('<Example variant="a" />')).toThrow(
      'line 1: <Example> needs implementations={["core", …]}',
    );
    expect(() => examplesIn('<Example variant="a" implementations={lijst} />')).toThrow(
      "line 1: <Example> implementations: cannot read the value {lijst}",
    );
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
