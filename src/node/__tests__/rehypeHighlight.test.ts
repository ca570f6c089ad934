import { highlightToHast, languageOf } from "../rehypeHighlight";

describe("build-time highlighting", () => {
  it("reads the language class", () => {
    expect(languageOf(["language-tsx"])).toBe("tsx");
    expect(languageOf("foo language-html")).toBe("html");
    expect(languageOf(undefined)).toBeUndefined();
  });
  it("turns code into token lines", () => {
    const nodes = highlightToHast('<dso-alert status="info">\n\n</dso-alert>\n', "html");
    // Three lines (one empty) with a newline between each: copy and layout keep the blank line once.
    expect(nodes.map((node) => node.type)).toEqual(["element", "text", "element", "text", "element"]);
    const classes = JSON.stringify(nodes[0]);
    expect(classes).toContain('"tag"');
    expect(classes).toContain('"attr-name"');
  });
  it("gives a token each class once, also where Prism names its type twice", () => {
    const classLists: string[][] = [];
    const walk = (node: unknown) => {
      const element = node as { properties?: { className?: string[] }; children?: unknown[] };
      if (element.properties?.className) classLists.push(element.properties.className);
      element.children?.forEach(walk);
    };
    highlightToHast('.a { background: url("x.png"); }\n', "css").forEach(walk);
    expect(classLists.some((classes) => classes.includes("url"))).toBe(true);
    for (const classes of classLists) expect(new Set(classes).size).toBe(classes.length);
  });

  it("leaves unknown languages as plain text", () => {
    const [line] = highlightToHast("npm install dso-toolkit", "bash") as Array<{ children: unknown[] }>;
    expect(line.children[0]).toMatchObject({
      properties: { className: ["token"] },
      children: [{ type: "text", value: "npm install dso-toolkit" }],
    });
  });
});

describe("highlighted HTML", () => {
  it("escapes token text and keeps the token classes", async () => {
    const { toHtml } = await import("../rehypeHighlight");
    expect(toHtml(highlightToHast('a < b & "c"', "bash"))).toBe(
      '<span class="token-line"><span class="token">a &lt; b &amp; &quot;c&quot;</span></span>',
    );
    const html = toHtml(highlightToHast('<a href="x">&</a>', "html"));
    expect(html).toContain('<span class="token tag attr-name">href</span>');
    expect(html).not.toMatch(/<a[ >]/);
  });
});

describe("the rehype plugin", () => {
  it("gives each code block, wherever it stands, its highlighted HTML and language, and its text as one text node", async () => {
    const { default: rehypeHighlight } = await import("../rehypeHighlight");
    const code = {
      type: "element" as const,
      tagName: "code",
      properties: { className: ["language-bash"] },
      children: [{ type: "text" as const, value: "npm test" }],
    };
    const pre = { type: "element" as const, tagName: "pre", properties: {}, children: [code] };
    const section = { type: "element" as const, tagName: "section", properties: {}, children: [pre] };
    rehypeHighlight()({ type: "root", children: [section] });
    expect(pre.properties).toEqual({ dataLanguage: "bash" });
    expect(code.properties).toEqual({
      className: ["language-bash"],
      dataHtml: '<span class="token-line"><span class="token">npm test</span></span>',
    });
    expect(code.children).toEqual([{ type: "text", value: "npm test" }]);
  });
});
