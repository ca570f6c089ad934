/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  attributeOf,
  elementsOf,
  innerRange,
  innerSource,
  parseHtml,
  positionOf,
  readHtml,
  textOf,
  withEdits,
  type Element,
  type HtmlPage,
} from "../html";

const FILE = "components/tabs/index.html";

function only(page: HtmlPage, tagName: string): Element {
  const found = elementsOf(page.document).filter((element) => element.tagName === tagName);
  expect(found).toHaveLength(1);
  return found[0];
}

describe("a parsed page", () => {
  it("lists its elements in document order, with a template's content and the elements the parser implies", () => {
    const page = parseHtml("<p>a<b>b</b></p><template><i>c</i></template><ul><li>d</ul>", FILE);
    expect(elementsOf(page.document).map((element) => element.tagName)).toEqual([
      "html",
      "head",
      "body",
      "p",
      "b",
      "template",
      "i",
      "ul",
      "li",
    ]);
  });

  it("reads attributes by their lower-case name, entities decoded, in any quoting", () => {
    const div = only(parseHtml(`<DIV Data-X="a &amp; b" title='&lt;p&gt;' hidden id=z&#x2F;>`, FILE), "div");
    expect(attributeOf(div, "data-x")).toBe("a & b");
    expect(attributeOf(div, "title")).toBe("<p>");
    expect(attributeOf(div, "hidden")).toBe("");
    expect(attributeOf(div, "id")).toBe("z/");
    expect(attributeOf(div, "class")).toBeUndefined();
  });

  it("gives an element's content exactly as the file has it", () => {
    const inner = `\r\n<b>x &amp; y</b><!-- c --><br/>&#x3C;\r\n`;
    const source = `<main><section class="s">${inner}</section></main>`;
    const page = parseHtml(source, FILE);
    const section = only(page, "section");
    expect(innerSource(page, section)).toBe(inner);
    expect(innerRange(page, section)).toEqual({
      start: source.indexOf(inner),
      end: source.indexOf(inner) + inner.length,
    });
  });

  it("names the file, line and column of an element that its own end tag does not close", () => {
    const page = parseHtml(`<main>\n  <p>a\n  <section>b</main>`, FILE);
    expect(positionOf(page, only(page, "section"))).toBe(`${FILE}:3:3`);
    expect(() => innerSource(page, only(page, "p"))).toThrow(`${FILE}:2:3: <p> is not closed by its own end tag`);
    expect(innerSource(page, only(page, "main"))).toBe("\n  <p>a\n  <section>b");
    // An element the parser implies stands nowhere in the file.
    expect(positionOf(page, only(page, "body"))).toBe(FILE);
  });

  it("gives an element's text with entities decoded and without its tags", () => {
    expect(textOf(only(parseHtml("<p>a &amp; <b>b</b><!-- c --> &lt;d&gt;</p>", FILE), "p"))).toBe("a & b <d>");
  });

  it("reads a built page by its path below the public folder, which its messages name", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "html-"));
    try {
      mkdirSync(path.join(dir, "intro"));
      writeFileSync(path.join(dir, "intro", "index.html"), "<title>Intro</title>");
      const page = readHtml(dir, "intro/index.html");
      expect(page.file).toBe("intro/index.html");
      expect(textOf(only(page, "title"))).toBe("Intro");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("edits by offset", () => {
  const page = parseHtml("<p>abcdef</p>", FILE);

  it("replaces, removes and inserts, leaving the rest as it was, in any order given", () => {
    expect(
      withEdits(page, [
        { start: 7, end: 9, text: "" },
        { start: 3, end: 3, text: "<b>" },
        { start: 4, end: 5, text: "X" },
      ]),
    ).toBe("<p><b>aXcd</p>");
    expect(withEdits(page, [])).toBe(page.source);
  });

  it("inserts before a removal that starts at the same offset", () => {
    expect(
      withEdits(page, [
        { start: 3, end: 6, text: "" },
        { start: 3, end: 3, text: "new" },
      ]),
    ).toBe("<p>newdef</p>");
  });

  it("refuses edits that overlap, naming the file", () => {
    expect(() =>
      withEdits(page, [
        { start: 3, end: 6, text: "" },
        { start: 5, end: 7, text: "" },
      ]),
    ).toThrow(`${FILE}: two edits overlap at offset 5`);
  });
});
