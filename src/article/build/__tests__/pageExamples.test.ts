import { exampleProblems, examplesIn, pageExampleProblems, type PlaygroundStories } from "../pageExamples";
import { analyseMdx } from "../../../../plugins/content-model/mdxAnalysis";

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

  it("gives a page's problems naming its file and line, or the one that an example cannot be read", () => {
    const stories: PlaygroundStories = { storybook: ["core-alert--success"], react: [], angular: [] };
    const page = (body: string) => analyseMdx(`---\ntitle: Alert\n---\n${body}`, "content/docs/components/alert.mdx");
    const check = (body: string) => pageExampleProblems(page(body), stories, ["core"], "/components/alert", "81.0.0");
    expect(check('<Example variant="success" implementations={["core"]} />')).toEqual([]);
    expect(check('Tekst.\n\n<Example variant="error" implementations={["core"]} />')).toEqual([
      "content/docs/components/alert.mdx:6: example alert error [core]: the storybook Storybook of 81.0.0 has no story core-alert--error for core",
    ]);
    expect(check('<Example variant="success" />')).toEqual([
      'content/docs/components/alert.mdx:4:1: <Example> needs implementations={["core", …]}',
    ]);
  });
});

describe("examples against the release's stories", () => {
  const stories: PlaygroundStories = {
    storybook: ["core-alert--success", "html-css-alert--success", "core-alert--error", "voorbeeldpagina-x--y"],
    react: ["alert--success"],
    angular: ["alert--success"],
  };
  const example = (fields: object, line = 3) => ({ variant: "success", implementations: ["core"], line, ...fields });

  it("accepts examples whose every implementation has its story, the page's own name by default", () => {
    const page = [
      example({ implementations: ["core", "angular", "react", "html-css"] }),
      example({ name: "alert", variant: "error" }, 7),
      example({ name: "voorbeeldpagina-x", variant: "y", isExamplePage: true }, 9),
    ];
    expect(exampleProblems(page, stories, ["core", "angular", "react", "html-css"], "alert", "81.0.0")).toEqual([]);
  });

  it("names the line, the Storybook and the story of each implementation the release lacks", () => {
    const page = [
      example({ variant: "error", implementations: ["core", "react"] }, 4),
      example({ name: "voorbeeldpagina-x", variant: "z", isExamplePage: true }, 9),
    ];
    expect(exampleProblems(page, stories, ["core", "react"], "alert", "82.0.0")).toEqual([
      "line 4: example alert error [core, react]: the react Storybook of 82.0.0 has no story alert--error for react",
      "line 9: example voorbeeldpagina-x z [core]: the storybook Storybook of 82.0.0 has no story voorbeeldpagina-x--z",
    ]);
  });

  it("names each implementation the front matter does not list", () => {
    const page = [example({ implementations: ["core", "angular"] })];
    expect(exampleProblems(page, stories, ["core"], "alert", "81.0.0")).toEqual([
      "line 3: example alert success [core, angular] shows angular, which the front matter's implementations do not list",
    ]);
  });
});
