import { hitContext } from "../present";
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
