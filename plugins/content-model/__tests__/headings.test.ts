import { headingAnchors, headingText } from "../headings";
import { analyseMdx } from "../mdxAnalysis";

describe("heading text and anchors", () => {
  const page = analyseMdx(
    [
      "## Gebruik `<dso-alert>` {/* niet in het anker */}",
      "",
      "<Admonition>",
      "",
      "## Gebruik `<dso-alert>`",
      "",
      "</Admonition>",
      "",
      "### ![logo](logo.svg) *Nieuw*",
    ].join("\n"),
    "content/docs/koppen.mdx",
  );

  it("reads text and inline code only, as rehype-slug does: no comment, no image alt", () => {
    const [first, , last] = headingAnchors(page.tree).keys();
    expect(headingText(first)).toBe("Gebruik <dso-alert> ");
    expect(headingText(last)).toBe(" Nieuw");
  });

  it("numbers repeated texts over every heading of the page, nested ones included", () => {
    expect([...headingAnchors(page.tree).values()]).toEqual(["gebruik-dso-alert-", "gebruik-dso-alert", "-nieuw"]);
  });
});
