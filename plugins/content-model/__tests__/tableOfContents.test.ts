import type { Heading, PhrasingContent, Root, Content, Text } from "mdast";
import { tableOfContents } from "../tableOfContents";

const text = (value: string): Text => ({ type: "text", value });
const heading = (depth: Heading["depth"], ...children: Array<PhrasingContent | string>): Heading => ({
  type: "heading",
  depth,
  children: children.map((child) => (typeof child === "string" ? text(child) : child)),
});
const root = (...children: Content[]): Root => ({ type: "root", children });
const levels = { minHeadingLevel: 2, maxHeadingLevel: 3 };

describe("tableOfContents", () => {
  it("lists the h2 headings with their h3 headings below them, and nothing deeper", () => {
    const tree = root(
      heading(2, "Gebruik"),
      heading(3, "Met label"),
      heading(4, "Details"),
      heading(3, "Zonder label"),
      heading(2, "Zie ook"),
    );
    expect(tableOfContents(tree, levels)).toEqual([
      {
        url: "#gebruik",
        title: "Gebruik",
        items: [
          { url: "#met-label", title: "Met label" },
          { url: "#zonder-label", title: "Zonder label" },
        ],
      },
      { url: "#zie-ook", title: "Zie ook" },
    ]);
  });

  it("follows the configured levels", () => {
    const tree = root(heading(2, "Gebruik"), heading(3, "Met label"), heading(4, "Details"));
    expect(tableOfContents(tree, { minHeadingLevel: 3, maxHeadingLevel: 4 })).toEqual([
      { url: "#met-label", title: "Met label", items: [{ url: "#details", title: "Details" }] },
    ]);
    expect(tableOfContents(tree, { minHeadingLevel: 2, maxHeadingLevel: 2 })).toEqual([
      { url: "#gebruik", title: "Gebruik" },
    ]);
  });

  it("puts a heading that skips a level under the nearest shallower one", () => {
    const tree = root(heading(2, "Gebruik"), heading(4, "Details"), heading(3, "Varianten"));
    expect(tableOfContents(tree, { minHeadingLevel: 2, maxHeadingLevel: 4 })).toEqual([
      {
        url: "#gebruik",
        title: "Gebruik",
        items: [
          { url: "#details", title: "Details" },
          { url: "#varianten", title: "Varianten" },
        ],
      },
    ]);
  });

  it("numbers repeated texts counting every heading of the page, also those it does not list", () => {
    const nested: Content = {
      type: "mdxJsxFlowElement",
      name: "Admonition",
      attributes: [],
      children: [heading(2, "Voorbeeld")],
    };
    const tree = root(heading(4, "Voorbeeld"), nested, heading(2, "Voorbeeld"));
    expect(tableOfContents(tree, levels)).toEqual([{ url: "#voorbeeld-2", title: "Voorbeeld" }]);
  });

  it("takes the title from the heading's text and inline code, and its anchor from all its text", () => {
    const tree = root(
      heading(2, "Vóór versie 50.0.0 (", { type: "inlineCode", value: "<50.0.0" }, ")"),
      heading(2, { type: "emphasis", children: [text("Nieuw")] }, " in ", { type: "image", url: "logo.svg" }, "v2"),
    );
    expect(tableOfContents(tree, levels)).toEqual([
      { url: "#vóór-versie-5000-5000", title: "Vóór versie 50.0.0 (<50.0.0)" },
      { url: "#nieuw-in-v2", title: "Nieuw in v2" },
    ]);
  });
});
