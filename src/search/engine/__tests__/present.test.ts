import { hitContext, hitLine } from "../present";
import { BREADCRUMB_SEPARATOR } from "../store";

describe("hit context", () => {
  it("shows the breadcrumb for a page hit, and the page title otherwise", () => {
    expect(hitContext({ kind: "title", breadcrumb: ["Documentatie", "Componenten"], page: "Knop" })).toBe(
      ["Documentatie", "Componenten"].join(BREADCRUMB_SEPARATOR),
    );
    expect(hitContext({ kind: "heading", breadcrumb: [], page: "Knop" })).toBe("Knop");
    expect(hitContext({ kind: "content", breadcrumb: [], page: " " })).toBe("");
  });
});

describe("hit line", () => {
  it("shows a text hit's section heading, whose text the store does not keep, and any other hit's own text", () => {
    expect(hitLine({ kind: "content", text: "", section: "Toegankelijkheid" })).toBe("Toegankelijkheid");
    expect(hitLine({ kind: "heading", text: "Toegankelijkheid", section: "Toegankelijkheid" })).toBe(
      "Toegankelijkheid",
    );
    expect(hitLine({ kind: "description", text: "Een knop voor één actie.", section: "Knop" })).toBe(
      "Een knop voor één actie.",
    );
  });
});
