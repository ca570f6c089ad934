import { parseInline } from "../inlineMarkdown";

describe("inline markdown", () => {
  it("splits code spans, bold and links from the text around them", () => {
    expect(parseInline("Zet `closable` aan; **let op**, zie [Modal](/components/modal).")).toEqual([
      { kind: "text", text: "Zet " },
      { kind: "code", text: "closable" },
      { kind: "text", text: " aan; " },
      { kind: "strong", text: "let op" },
      { kind: "text", text: ", zie " },
      { kind: "link", text: "Modal", href: "/components/modal" },
      { kind: "text", text: "." },
    ]);
  });

  it("leaves text without markup, and unclosed markup, as text", () => {
    expect(parseInline("Gewone tekst")).toEqual([{ kind: "text", text: "Gewone tekst" }]);
    expect(parseInline("Een losse ` en [haak")).toEqual([{ kind: "text", text: "Een losse ` en [haak" }]);
  });
});
