import { headTitles } from "../headTitles";

describe("head titles", () => {
  it("adds the innermost other category to titles that two pages share", () => {
    const titles = headTitles([
      { route: "/components/search-bar", title: "Search Bar", trail: ["Componenten"] },
      { route: "/components/form-group/search-bar", title: "Search Bar", trail: ["Componenten", "Form Group"] },
      { route: "/components/form-group/", title: "Form Group", trail: ["Componenten", "Form Group"] },
      { route: "/intro", title: "Introductie", trail: [] },
    ]);
    expect(titles.get("/components/search-bar")).toBe("Search Bar (Componenten)");
    expect(titles.get("/components/form-group/search-bar")).toBe("Search Bar (Form Group)");
    expect(titles.get("/components/form-group/")).toBe("Form Group");
    expect(titles.get("/intro")).toBe("Introductie");
  });
});
