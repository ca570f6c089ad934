import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { checked, docFrontMatter } from "../contentSchemas";
import { analyseMdx } from "../mdxAnalysis";
import {
  contentProblems,
  eventHandlers,
  fileProblems,
  formatProblems,
  jsonProblem,
  unknownComponents,
} from "../preflight";

describe("the problems of a page", () => {
  it("names the file, at the line of a front matter error counted from the file's first line (the opening ---)", () => {
    const source = "---\ntitle: Kleuren\nkeywords: [kleur\n---\n\nTekst\n";
    const problems = fileProblems(source, "content/docs/kleuren.mdx");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: "content/docs/kleuren.mdx", line: 3 });
    expect(problems[0].message).toMatch(/^front matter is not valid YAML: /);
    expect(problems[0].message).not.toContain("\n");
  });
  it("accepts valid front matter and a file without any", () => {
    expect(fileProblems("---\ntitle: Kleuren\n---\nTekst", "a.mdx")).toEqual([]);
    expect(fileProblems("Tekst zonder front matter", "a.mdx")).toEqual([]);
  });
  it("names the line and column of MDX that does not parse, with the parser's reason", () => {
    expect(fileProblems("---\ntitle: X\n---\n\nEen <Foo\n", "content/docs/x.mdx")).toEqual([
      expect.objectContaining({
        file: "content/docs/x.mdx",
        line: 5,
        column: 9,
        message: expect.stringMatching(/^not valid MDX: Unexpected end of file in name/),
      }),
    ]);
  });
});

describe("unknownComponents", () => {
  const page = [
    "---",
    "title: X",
    "---",
    "",
    '<Admonition type="info">Let op</Admonition>',
    "",
    "Een <Foo /> hier.",
    "",
    "```jsx",
    "<Bar />",
    "```",
    "",
    "Inline `<Baz />` is code.",
    "{/* <Qux /> */}",
    '<Example variant="default" implementations={["core"]} />',
  ].join("\n");
  it("finds only capitalised elements outside code and comments that no component answers to, with line and column", () => {
    const problems = unknownComponents(analyseMdx(page, "content/docs/x.mdx"));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: "content/docs/x.mdx", line: 7, column: 5 });
    expect(problems[0].message).toMatch(/^unknown MDX component <Foo>; the components are Admonition, /);
  });
  it("skips a fence inside a longer fence, up to that longer fence's end", () => {
    const nested = ["````md", "```jsx", "<Bar />", "```", "<Baz />", "````", "<Qux />"].join("\n");
    expect(unknownComponents(analyseMdx(nested, "x.mdx")).map((problem) => problem.line)).toEqual([7]);
  });
  it("finds elements inside other elements, lists and tables, and member names", () => {
    const nested = [
      '<Admonition type="tip">',
      "  Zie <Bar.Baz />.",
      "</Admonition>",
      "",
      "- een <Lijst />",
      "",
      "| a | b |",
      "| - | - |",
      "| <Cel /> | x |",
    ].join("\n");
    expect(
      unknownComponents(analyseMdx(nested, "x.mdx")).map(({ line, column, message }) => [
        line,
        column,
        message.split(";")[0],
      ]),
    ).toEqual([
      [2, 7, "unknown MDX component <Bar.Baz>"],
      [5, 7, "unknown MDX component <Lijst>"],
      [9, 3, "unknown MDX component <Cel>"],
    ]);
  });
});

describe("eventHandlers", () => {
  it("finds each on… attribute on an element, with line and column", () => {
    const page = [
      "---",
      "title: X",
      "---",
      "",
      '<button type="button" onClick={() => alert("x")}>Klik</button>',
      "",
      "<Admonition",
      '  type="tip"',
      '  onmouseover="go()">Tekst</Admonition>',
      "",
      'Een <a href="#" onclick="go()">link</a> in de tekst.',
    ].join("\n");
    const problems = eventHandlers(analyseMdx(page, "content/docs/x.mdx"));
    expect(problems.map(({ file, line, column }) => [file, line, column])).toEqual([
      ["content/docs/x.mdx", 5, 23],
      ["content/docs/x.mdx", 9, 3],
      ["content/docs/x.mdx", 11, 17],
    ]);
    expect(problems[0].message).toMatch(/^<button onClick=…>: an event handler does nothing on the built site/);
    expect(problems[1].message).toMatch(/^<Admonition onmouseover=…>/);
    expect(problems[2].message).toMatch(/^<a onclick=…>/);
  });
  it("accepts on… in text, code, strings and expressions, and attributes that only start with on", () => {
    const page = [
      "Zet onClick={x} niet in een artikel; `<a onClick={x}>` is code.",
      "",
      "```jsx",
      "<button onClick={go}>Klik</button>",
      "```",
      "",
      '<Example args={{ "onClick": "x", label: "a onClick=b" }} name="one" />',
      '<a href="/x" title="zie onClick=x">Link</a>',
      "{/* <b onClick={x}>oud</b> */}",
    ].join("\n");
    expect(eventHandlers(analyseMdx(page, "x.mdx"))).toEqual([]);
  });
});

describe("jsonProblem", () => {
  it("gives the line and column of a syntax error", () => {
    const problem = jsonProblem(
      '{\n  "components": [\n    { "tag": "dso-alert", }\n  ]\n}\n',
      "content/api-descriptions.json",
    );
    expect(problem).toMatchObject({ file: "content/api-descriptions.json", line: 3 });
    expect(problem?.message).toMatch(/^not valid JSON: /);
  });
  it("accepts valid JSON", () => expect(jsonProblem('{"components": []}', "x.json")).toBeUndefined());
});

describe("contentProblems", () => {
  it("collects the problems of every content file, each naming its file", () => {
    const project = mkdtempSync(path.join(tmpdir(), "preflight-"));
    mkdirSync(path.join(project, "content", "docs", "components"), { recursive: true });
    mkdirSync(path.join(project, "content", "blog"), { recursive: true });
    writeFileSync(path.join(project, "content", "docs", "intro.mdx"), "---\ntitle: Intro\n---\nGoed.\n");
    writeFileSync(path.join(project, "content", "docs", "components", "foo.mdx"), "---\ntitle: Foo\n---\n\n<Foo />\n");
    writeFileSync(path.join(project, "content", "blog", "2024-01-01-post.mdx"), "---\ntitle: [kapot\n---\n");
    writeFileSync(path.join(project, "content", "docs", "kapot.mdx"), "---\ntitle: Kapot\n---\n\nTekst <Kapot\n");
    // A .md file is compiled as MDX too, so the same checks apply to it.
    writeFileSync(
      path.join(project, "content", "docs", "memo.md"),
      '---\ntitle: Memo\n---\n\n<a onClick="x()">x</a>\n',
    );
    writeFileSync(path.join(project, "content", "api-descriptions.json"), "{ kapot }");
    const problems = contentProblems(project);
    expect(problems.map((problem) => `${problem.file}:${problem.line}`)).toEqual([
      "content/blog/2024-01-01-post.mdx:2",
      "content/docs/components/foo.mdx:5",
      "content/docs/kapot.mdx:5",
      "content/docs/memo.md:5",
      "content/api-descriptions.json:1",
    ]);
    expect(formatProblems(problems).split("\n")).toHaveLength(6);
  });
});

describe("the front matter against its folder's schema", () => {
  const bad = readFileSync(path.join(__dirname, "__fixtures__", "badFrontMatter.mdx"), "utf8");

  it("names every bad field of a doc at its line, in the words the making of the nodes uses", () => {
    expect(fileProblems(bad, "content/docs/componenten/knop.mdx")).toEqual([
      {
        file: "content/docs/componenten/knop.mdx",
        line: 6,
        message: "keywords[1] must be text",
      },
      { file: "content/docs/componenten/knop.mdx", line: 7, message: "sidebar_position must be a number" },
      {
        file: "content/docs/componenten/knop.mdx",
        line: 8,
        message: 'status must be "stable" or "deprecated", got "oud"',
      },
    ]);
    expect(() =>
      checked(docFrontMatter, analyseMdx(bad, "content/docs/componenten/knop.mdx").frontMatter, "x"),
    ).toThrow("x: keywords[1] must be text");
  });

  it("names a title left out at the opening ---, and applies a post's schema to a post", () => {
    const post = "---\ndescription: Nieuw.\nauthors: kernteam\n---\n\nTekst.\n";
    expect(fileProblems(post, "content/blog/2025-01-01-nieuws.mdx")).toEqual([
      { file: "content/blog/2025-01-01-nieuws.mdx", line: 1, message: "title must be set: the page has no title" },
      { file: "content/blog/2025-01-01-nieuws.mdx", line: 3, message: "authors must be a list of author keys" },
    ]);
  });

  it("checks a file against its own folder's schema only", () => {
    expect(fileProblems(bad, "content/release/knop.mdx")).toEqual([]);
    expect(fileProblems("---\ntitle: Knop\nstatus: stable\n---\n", "content/blog/2025-01-01-knop.mdx")).toEqual([]);
  });
});
