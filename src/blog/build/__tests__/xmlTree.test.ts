import { element, serializeXml } from "../xmlTree";

const parse = (source: string) => new DOMParser().parseFromString(source, "application/xml");

describe("serializeXml", () => {
  it("writes the declaration, nested elements indented by four spaces, and texts on their element's line", () => {
    expect(serializeXml(element("a", { x: "1" }, element("b", {}, "tekst"), element("c", { y: "2" })))).toBe(
      ['<?xml version="1.0" encoding="utf-8"?>', '<a x="1">', "    <b>tekst</b>", '    <c y="2"/>', "</a>"].join("\n"),
    );
  });

  it("escapes texts and attribute values, so they read back as they were", () => {
    const text = `a & b <c> "d"`;
    const document = parse(serializeXml(element("a", { title: text }, text)));
    expect(document.documentElement.getAttribute("title")).toBe(text);
    expect(document.documentElement.textContent).toBe(text);
  });

  it("writes CDATA as sections, splitting one at every `]]>` in the text", () => {
    const text = "<p>x ]]> y ]]> z</p>";
    const source = serializeXml(element("a", {}, { cdata: text }));
    expect(source).toContain("<a><![CDATA[<p>x ]]]]><![CDATA[> y ]]]]><![CDATA[> z</p>]]></a>");
    expect(parse(source).documentElement.textContent).toBe(text);
  });
});
