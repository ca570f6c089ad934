import { hitContext } from "../present";
import { BREADCRUMB_SEPARATOR } from "../store";

describe("hit context", () => {
  it("shows the breadcrumb for a page hit, the page title otherwise, and the API-reference label", () => {
    expect(hitContext({ kind: "title", breadcrumb: ["Documentatie", "Componenten"], page: "Knop", route: "/components/knop" })).toBe(["Documentatie", "Componenten"].join(BREADCRUMB_SEPARATOR));
    expect(hitContext({ kind: "heading", breadcrumb: [], page: "Knop", route: "/components/knop" })).toBe("Knop");
    expect(hitContext({ kind: "content", breadcrumb: [], page: "", route: "/docs/api-reference/x" })).toBe("API-referentie");
  });
});
