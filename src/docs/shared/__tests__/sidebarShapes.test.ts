import { categoryTrail, docRouteById, firstLink, type Sidebar } from "../sidebarShapes";

// The shape plugins/content-model/buildSidebar.ts builds: a category with its own page, one without, a nested one, and a folder's index as a link.
const sidebar: Sidebar = [
  { type: "link", label: "Introductie", href: "/intro" },
  {
    type: "category",
    label: "Fundament",
    items: [
      { type: "link", label: "Kleuren", href: "/fundament/kleuren" },
      { type: "link", label: "Typografie", href: "/fundament/typografie" },
    ],
  },
  {
    type: "category",
    label: "Componenten",
    href: "/components/",
    items: [
      {
        type: "category",
        label: "Form Group",
        href: "/components/form-group/",
        items: [{ type: "link", label: "Input", href: "/components/form-group/input" }],
      },
      { type: "link", label: "Accordion", href: "/components/accordion" },
    ],
  },
  { type: "link", label: "Voor ontwerpers", href: "/voor-designers/" },
];

describe("sidebar lookups", () => {
  it("finds the categories that lead to a page, and the first page", () => {
    expect(categoryTrail(sidebar, "/components/form-group/input").map((category) => category.label)).toEqual([
      "Componenten",
      "Form Group",
    ]);
    expect(categoryTrail(sidebar, "/components/").map((category) => category.label)).toEqual(["Componenten"]);
    expect(categoryTrail(sidebar, "/intro")).toEqual([]);
    expect(firstLink(sidebar)).toBe("/intro");
    expect(firstLink(sidebar.slice(1))).toBe("/fundament/kleuren");
  });

  it("finds a doc's route by its id, and names an id no page has", () => {
    expect(docRouteById(sidebar, "fundament/kleuren")).toBe("/fundament/kleuren");
    expect(docRouteById(sidebar, "components/form-group/index")).toBe("/components/form-group/");
    expect(docRouteById(sidebar, "voor-designers/index")).toBe("/voor-designers/");
    expect(() => docRouteById(sidebar, "nope")).toThrow(
      'Unknown doc id "nope": no page of the docs sidebar has the route /nope',
    );
  });
});
