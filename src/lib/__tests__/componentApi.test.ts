import { memberAnchor } from "../componentApi";
import { parseInline } from "../inlineMarkdown";

describe("member anchors", () => {
  it("are the tag and the lower-cased name, with a prefix for slots, parts and CSS custom properties", () => {
    expect(memberAnchor("dso-modal", "props", "returnFocus")).toBe("dso-modal-returnfocus");
    expect(memberAnchor("dso-modal", "events", "dsoClose")).toBe("dso-modal-dsoclose");
    expect(memberAnchor("dso-tabs", "slots", null)).toBe("dso-tabs-slot-standaard");
    expect(memberAnchor("dso-tabs", "slots", "panel")).toBe("dso-tabs-slot-panel");
    expect(memberAnchor("dso-x", "parts", "_annotation-container")).toBe("dso-x-part--annotation-container");
    expect(memberAnchor("dso-x", "cssProperties", "--dso-x-color")).toBe("dso-x-css-dso-x-color");
  });
});

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
