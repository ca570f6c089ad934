import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  contentProblems,
  eventHandlers,
  formatProblems,
  frontMatterProblem,
  jsonProblem,
  unknownComponents,
  withoutCode,
} from "../preflight";

describe("frontMatterProblem", () => {
  it("names the file, at the line of the error counted from the file's first line (the opening ---)", () => {
    const source = "---\ntitle: Kleuren\nkeywords: [kleur\n---\n\nTekst\n";
    const problem = frontMatterProblem(source, "content/docs/kleuren.mdx");
    expect(problem).toMatchObject({ file: "content/docs/kleuren.mdx", line: 3 });
    expect(problem?.message).toMatch(/^front matter is not valid YAML: /);
    expect(problem?.message).not.toContain("\n");
  });
  it("accepts valid front matter and a file without any", () => {
    expect(frontMatterProblem("---\ntitle: Kleuren\n---\nTekst", "a.mdx")).toBeUndefined();
    expect(frontMatterProblem("Tekst zonder front matter", "a.mdx")).toBeUndefined();
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
    "<!-- <Qux /> -->",
    '<Example variant="default" implementations={["core"]} />',
  ].join("\n");
  it("finds only capitalised elements outside code and comments that no component answers to, with line and column", () => {
    const problems = unknownComponents(page, "content/docs/x.mdx");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: "content/docs/x.mdx", line: 7, column: 5 });
    expect(problems[0].message).toMatch(/^unknown MDX component <Foo>; the components are Admonition, /);
  });
  it("skips a fence inside a longer fence, up to that longer fence's end", () => {
    const nested = ["````md", "```jsx", "<Bar />", "```", "<Baz />", "````", "<Qux />"].join("\n");
    expect(unknownComponents(nested, "x.mdx").map((problem) => problem.line)).toEqual([7]);
  });
  it("keeps line breaks when it blanks code", () => {
    expect(withoutCode(page).split("\n")).toHaveLength(page.split("\n").length);
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
    ].join("\n");
    const problems = eventHandlers(page, "content/docs/x.mdx");
    expect(problems.map(({ file, line, column }) => [file, line, column])).toEqual([
      ["content/docs/x.mdx", 5, 23],
      ["content/docs/x.mdx", 9, 3],
    ]);
    expect(problems[0].message).toMatch(/^<button onClick=…>: an event handler does nothing on the built site/);
    expect(problems[1].message).toMatch(/^<Admonition onmouseover=…>/);
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
      "<!-- <b onClick={x}>oud</b> -->",
    ].join("\n");
    expect(eventHandlers(page, "x.mdx")).toEqual([]);
  });
});

describe("jsonProblem", () => {
  it("gives the line and column of a syntax error", () => {
    const problem = jsonProblem(
      '{\n  "components": [\n    { "tag": "dso-alert", }\n  ]\n}\n',
      "content/web-components.json",
    );
    expect(problem).toMatchObject({ file: "content/web-components.json", line: 3 });
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
    // A .md file is compiled as MDX too, so the same checks apply to it.
    writeFileSync(
      path.join(project, "content", "docs", "memo.md"),
      '---\ntitle: Memo\n---\n\n<a onClick="x()">x</a>\n',
    );
    writeFileSync(path.join(project, "content", "web-components.json"), "{ kapot }");
    const problems = contentProblems(project);
    expect(problems.map((problem) => `${problem.file}:${problem.line}`)).toEqual([
      "content/blog/2024-01-01-post.mdx:2",
      "content/docs/components/foo.mdx:5",
      "content/docs/memo.md:5",
      "content/web-components.json:1",
    ]);
    expect(formatProblems(problems).split("\n")).toHaveLength(5);
  });
});
