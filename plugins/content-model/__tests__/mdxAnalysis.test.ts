/** @jest-environment node */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { MdxError, analyseBody, analyseMdx, attributeValues, nodesOf, proseOf } from "../mdxAnalysis";

const page = [
  "---",
  "title: Knop",
  "implementations: [core, react]",
  "---",
  "",
  "Tekst met <kbd>Enter</kbd>.",
  "",
  '<Example variant="primary" name="button" implementations={["core", "react"]} isExamplePage',
  '  args={{ "compact": true, size: "small", count: -2, label: null, list: [1, "twee"] }} />',
].join("\n");

describe("analysing an MDX file", () => {
  const analysis = analyseMdx(page, "content/docs/components/knop.mdx");

  it("reads the front matter, and gives the body as gatsby-plugin-mdx cuts it", () => {
    expect(analysis.frontMatter).toEqual({ title: "Knop", implementations: ["core", "react"] });
    expect(analysis.body).toBe(page.split("\n").slice(4).join("\n"));
  });

  it("lists every JSX element, HTML ones included, at its line and column in the file", () => {
    expect(analysis.elements.map(({ name, line, column }) => [name, line, column])).toEqual([
      ["kbd", 6, 11],
      ["Example", 8, 1],
    ]);
  });

  it("reads attributes of each kind: strings, booleans and literal expressions, each at its line and column", () => {
    const example = analysis.elements[1];
    expect(example.attributes.map(({ name, line, column }) => [name, line, column])).toEqual([
      ["variant", 8, 10],
      ["name", 8, 28],
      ["implementations", 8, 42],
      ["isExamplePage", 8, 78],
      ["args", 9, 3],
    ]);
    expect(attributeValues(example)).toEqual({
      variant: "primary",
      name: "button",
      implementations: ["core", "react"],
      isExamplePage: true,
      args: { compact: true, size: "small", count: -2, label: null, list: [1, "twee"] },
    });
  });

  it("gives the tree the file's positions, below the front matter", () => {
    const [paragraph] = nodesOf(analysis.tree, (node) => node.type === "paragraph");
    expect(paragraph.position?.start).toMatchObject({ line: 6, column: 1, offset: page.indexOf("Tekst") });
  });

  it("counts nothing in code blocks, inline code or comments as an element", () => {
    const code = [
      "```jsx",
      '<Example variant="x" implementations={["core"]} />',
      "<button onClick={() => go()}>Klik</button>",
      "```",
      "",
      "Schrijf `<Example onClick={x} />` niet zo. {/* <Example /> */}",
    ].join("\n");
    expect(analyseMdx(code, "code.mdx").elements).toEqual([]);
  });

  it("refuses an expression that is not a literal when its value is read, naming file, line, element and attribute", () => {
    const source = '---\ntitle: X\n---\n\n<Example variant="a" implementations={lijst} args={{ go: () => 1 }} />\n';
    const [example] = analyseMdx(source, "content/docs/x.mdx").elements;
    expect(() => attributeValues(example)).toThrow(
      'content/docs/x.mdx:5:22: <Example> implementations={lijst}: the name lijst is not a literal; write strings in double quotes, lists as ["core", "react"] and objects as { "key": value }',
    );
    expect(example.attributes[2].error?.message).toMatch(
      /^content\/docs\/x\.mdx:5:46: <Example> args=\{\{ go: \(\) => 1 \}\}: an expression \(ArrowFunctionExpression\) is not a literal; /,
    );
    for (const [expression, reason] of [
      ["{[...rest]}", "a spread (...) is not a literal"],
      ["{{ [key]: 1 }}", "an object may only hold keys (names or strings) with literal values"],
      ["{{ go() {} }}", "an object may only hold keys (names or strings) with literal values"],
      ["{`tekst`}", "an expression (TemplateLiteral) is not a literal"],
      ["{/x/}", "an expression (Literal) is not a literal"],
      ["{1 + 1}", "an expression (BinaryExpression) is not a literal"],
    ]) {
      const [element] = analyseMdx(`<Admonition type=${expression} />`, "y.mdx").elements;
      expect(() => attributeValues(element)).toThrow(`y.mdx:1:13: <Admonition> type=${expression}: ${reason}`);
    }
    const [spread] = analyseMdx("<Admonition {...rest} />", "y.mdx").elements;
    expect(() => attributeValues(spread)).toThrow("y.mdx:1:1: <Admonition> has a spread attribute {…}");
  });

  it("names file, line and column with the parser's reason when the MDX does not parse", () => {
    const broken = "---\ntitle: X\n---\n\nTekst <Kapot\n";
    expect(() => analyseMdx(broken, "content/docs/kapot.mdx")).toThrow(MdxError);
    expect(() => analyseMdx(broken, "content/docs/kapot.mdx")).toThrow(
      /^content\/docs\/kapot\.mdx:5:13: not valid MDX: Unexpected end of file in name/,
    );
    expect(() => analyseMdx("<Admonition type={/* leeg */} />", "leeg.mdx")).toThrow(
      "leeg.mdx:1:19: not valid MDX: Unexpected empty expression",
    );
    expect(() => analyseMdx("Tekst.\n\n<!-- oud -->\n", "oud.mdx")).toThrow(
      /^oud\.mdx:3:2: not valid MDX: Unexpected character `!` .*use `\{\/\* text \*\/\}`/,
    );
  });

  it("names the line of front matter that is not valid YAML or not a mapping", () => {
    expect(() => analyseMdx("---\ntitle: Kleuren\nkeywords: [kleur\n---\n\nTekst\n", "kleuren.mdx")).toThrow(
      /^kleuren\.mdx:3(:\d+)?: front matter is not valid YAML: [^\n]+$/,
    );
    expect(() => analyseMdx("---\n- een\n---\n", "lijst.mdx")).toThrow(
      "lijst.mdx:2:1: front matter must be a mapping of fields",
    );
  });

  it("reads the prose a reader sees: text and inline code, not code blocks, comments or attributes", () => {
    const source = 'Een *twee* `drie`.\n\n```\nvier\n```\n\n{/* vijf */}\n<Admonition type="zes">zeven</Admonition>';
    expect(proseOf(analyseMdx(source, "z.mdx").tree).split(/\s+/).filter(Boolean)).toEqual([
      "Een",
      "twee",
      "drie.",
      "zeven",
    ]);
  });
});

describe("the analyses kept", () => {
  it("parses a file once for the same text, and again when the text changed", () => {
    const first = analyseMdx(page, "content/docs/cache.mdx");
    expect(analyseMdx(page, "content/docs/cache.mdx")).toBe(first);
    const changed = analyseMdx(`${page}\n\nMeer.`, "content/docs/cache.mdx");
    expect(changed).not.toBe(first);
    expect(analyseMdx(page, "content/docs/other.mdx")).not.toBe(first);
  });

  it("gives the file's analysis for its body, and else reads the file to keep the file's positions", () => {
    const whole = analyseMdx(page, "content/docs/body.mdx");
    expect(analyseBody(whole.body, "content/docs/body.mdx")).toBe(whole);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "mdx-")), "page.mdx");
    writeFileSync(file, page);
    const fromDisk = analyseBody(whole.body, file);
    expect(fromDisk.frontMatter.title).toBe("Knop");
    expect(fromDisk.elements[0].line).toBe(6);
    expect(analyseBody(whole.body, file)).toBe(fromDisk);
  });

  it("analyses a body alone when no file has it, its positions counting from the body", () => {
    const alone = analyseBody("\n<Example />", "content/blog/bestaat-niet.mdx");
    expect(alone.frontMatter).toEqual({});
    expect(alone.elements[0].line).toBe(2);
    // A body that starts like front matter is still body.
    expect(analyseBody("---\nniet: yaml\n---\n", "content/blog/bestaat-niet.mdx").frontMatter).toEqual({});
  });
});
