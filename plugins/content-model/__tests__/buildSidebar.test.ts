import { docRoute } from "../routes";
import { breadcrumbs, buildSidebar, paginator, sidebarCategories, type DocEntry } from "../buildSidebar";

const withRoute = (doc: Omit<DocEntry, "route">): DocEntry => ({ ...doc, route: docRoute(doc.relativePath) });
const docs: DocEntry[] = [
  { relativePath: "intro.mdx", title: "Introductie", sidebarPosition: 1 },
  { relativePath: "all-versions.mdx", title: "Alle versies" },
  { relativePath: "fundament/typografie.mdx", title: "Typografie", sidebarPosition: 3 },
  { relativePath: "fundament/kleuren.mdx", title: "Kleuren", sidebarPosition: 2 },
  { relativePath: "fundament/layout.mdx", title: "Layout" },
  { relativePath: "components/form-group/index.mdx", title: "Form Group" },
  { relativePath: "components/form-group/input.mdx", title: "Input" },
  { relativePath: "components/buttons.mdx", title: "Buttons" },
  { relativePath: "components/accordion.mdx", title: "Accordion" },
  { relativePath: "voor-designers/index.mdx", title: "Documentatie voor ontwerpers" },
  { relativePath: "memos/20231214-grid-col-xs-12.md", title: "Gebruik van col-xs-12" },
].map(withRoute);
const categories = {
  fundament: { label: "Fundament", position: 2 },
  components: { label: "Componenten", position: 3, link: "/components/" },
  "voor-designers": { label: "Voor ontwerpers", position: 5 },
  memos: { label: "Memo's", position: 8 },
};

describe("buildSidebar", () => {
  const sidebar = buildSidebar(docs, categories);

  it("orders by position, then by file name, with unpositioned items last", () => {
    expect(sidebar.map((item) => item.label)).toEqual([
      "Introductie",
      "Fundament",
      "Componenten",
      "Voor ontwerpers",
      "Memo's",
      "Alle versies",
    ]);
    const fundament = sidebar[1];
    expect(fundament.type === "category" && fundament.items.map((item) => item.label)).toEqual([
      "Kleuren",
      "Typografie",
      "Layout",
    ]);
  });

  it("makes a folder's index the category page and links categories", () => {
    const components = sidebar[2];
    expect(components).toMatchObject({ type: "category", href: "/components/", path: "components", position: 3 });
    const formGroup =
      components.type === "category" ? components.items.find((item) => item.label === "Form Group") : undefined;
    expect(formGroup).toMatchObject({
      type: "category",
      href: "/components/form-group/",
      path: "components/form-group",
      items: [{ type: "link", href: "/components/form-group/input" }],
    });
  });

  it("turns a folder that only holds its own page into a link", () => {
    expect(sidebar[3]).toEqual({ type: "link", label: "Voor ontwerpers", href: "/voor-designers/" });
  });

  it("strips number prefixes from routes", () => {
    const memos = sidebar[4];
    expect(memos.type === "category" && memos.items[0]).toMatchObject({ href: "/memos/grid-col-xs-12" });
  });

  it("refuses two files with one route", () => {
    expect(() =>
      buildSidebar([...docs, withRoute({ relativePath: "components/form-group/form-group.mdx", title: "Dubbel" })]),
    ).toThrow(
      "components/form-group/form-group.mdx and components/form-group/index.mdx both map to the route /components/form-group/",
    );
  });

  it("finds breadcrumbs and neighbours", () => {
    expect(breadcrumbs(sidebar, "/components/form-group/input", "Input")).toEqual([
      { label: "Componenten", href: "/components/" },
      { label: "Form Group", href: "/components/form-group/" },
      { label: "Input", href: "/components/form-group/input" },
    ]);
    expect(breadcrumbs(sidebar, "/components/form-group/", "Form Group")).toEqual([
      { label: "Componenten", href: "/components/" },
      { label: "Form Group", href: "/components/form-group/" },
    ]);
    expect(paginator(sidebar, "/fundament/layout")).toEqual({
      previous: { label: "Typografie", href: "/fundament/typografie" },
      next: { label: "Componenten", href: "/components/" },
    });
    expect(paginator(sidebar, "/intro").previous).toBeUndefined();
  });

  it("lists every category with its folder, outer before inner", () => {
    expect(sidebarCategories(sidebar).map((category) => category.path)).toEqual([
      "fundament",
      "components",
      "components/form-group",
      "memos",
    ]);
  });
});
