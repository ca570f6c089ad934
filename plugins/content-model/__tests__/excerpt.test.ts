import type { ListItem, Paragraph, PhrasingContent, Root, Content, Text } from "mdast";
import { excerptText, excerptTree, leadParagraph } from "../excerpt";

const FILE = "content/blog/2024-01-01-x.mdx";
const text = (value: string): Text => ({ type: "text", value });
const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: "paragraph", children });
const root = (...children: Content[]): Root => ({ type: "root", children });

describe("excerpt tree", () => {
  it("keeps a line break and a thematic break as empty elements", () => {
    const tree = excerptTree(
      root(paragraph(text("Een"), { type: "break" }, text("twee")), { type: "thematicBreak" }),
      FILE,
    );
    expect(tree).toEqual([
      { tag: "p", children: ["Een", { tag: "br", children: [] }, "twee"] },
      { tag: "hr", children: [] },
    ]);
  });

  it("keeps paragraphs, emphasis, inline code and links", () => {
    const tree = excerptTree(
      root(
        paragraph(
          text("Gebruik "),
          { type: "inlineCode", value: "<dso-header>" },
          text(" of "),
          { type: "strong", children: [text("lees")] },
          text("."),
        ),
        paragraph(
          { type: "link", url: "/components/modal", children: [text("Modal")] },
          { type: "emphasis", children: [text(" nu")] },
        ),
      ),
      FILE,
    );
    expect(tree).toEqual([
      {
        tag: "p",
        children: [
          "Gebruik ",
          { tag: "code", children: ["<dso-header>"] },
          " of ",
          { tag: "strong", children: ["lees"] },
          ".",
        ],
      },
      {
        tag: "p",
        children: [
          { tag: "a", href: "/components/modal", children: ["Modal"] },
          { tag: "em", children: [" nu"] },
        ],
      },
    ]);
  });

  it("renders a tight list's items without paragraphs and a loose list's with them", () => {
    const item = (value: string): ListItem => ({ type: "listItem", children: [paragraph(text(value))] });
    const [tight] = excerptTree(
      root({ type: "list", ordered: false, spread: false, children: [item("een"), item("twee")] }),
      FILE,
    );
    const [loose] = excerptTree(root({ type: "list", ordered: true, spread: true, children: [item("een")] }), FILE);
    expect(tight).toEqual({
      tag: "ul",
      children: [
        { tag: "li", children: ["een"] },
        { tag: "li", children: ["twee"] },
      ],
    });
    expect(loose).toEqual({ tag: "ol", children: [{ tag: "li", children: [{ tag: "p", children: ["een"] }] }] });
  });

  it("drops MDX comments", () => {
    expect(
      excerptTree(root(paragraph(text("Tekst"), { type: "mdxTextExpression", value: "/* notitie */" })), FILE),
    ).toEqual([{ tag: "p", children: ["Tekst"] }]);
  });

  it.each([
    [{ type: "mdxJsxFlowElement", name: "Admonition", children: [] }, "cannot hold the component <Admonition>"],
    [{ type: "heading", depth: 2, children: [text("Kop")] }, "cannot hold a heading (h2)"],
    [{ type: "mdxFlowExpression", value: "1 + 1" }, 'cannot hold "mdxFlowExpression"'],
    [{ type: "image", url: "/a.png" }, 'cannot hold "image"'],
  ])("refuses what a list page cannot show, naming the file", (node, problem) => {
    expect(() => excerptTree(root(node as Content), FILE)).toThrow(
      `${FILE}: the excerpt (the text before the truncate marker) ${problem}`,
    );
  });
});

describe("lead paragraph and plain text", () => {
  it("takes the first paragraph when a post has no marker", () => {
    const tree = root(
      { type: "heading", depth: 2, children: [text("Kop")] },
      paragraph(text("Eerste.")),
      paragraph(text("Tweede.")),
    );
    expect(excerptTree(leadParagraph(tree), FILE)).toEqual([{ tag: "p", children: ["Eerste."] }]);
    expect(excerptTree(leadParagraph(root()), FILE)).toEqual([]);
  });

  it("flattens an excerpt to text for feed summaries", () => {
    expect(
      excerptText([
        { tag: "p", children: ["Een ", { tag: "code", children: ["<x>"] }, "."] },
        {
          tag: "ul",
          children: [
            { tag: "li", children: ["twee"] },
            { tag: "li", children: ["drie"] },
          ],
        },
      ]),
    ).toBe("Een <x>. twee drie");
  });
});
