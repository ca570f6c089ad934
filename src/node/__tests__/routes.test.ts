import { docId, docRoute, isCategoryIndex, stripNumberPrefix } from "../routes";

describe("doc routes", () => {
  it.each([
    ["intro.mdx", "/intro"],
    ["components/accordion.mdx", "/components/accordion"],
    ["components/form-group/index.mdx", "/components/form-group/"],
    ["components/form-group/input.mdx", "/components/form-group/input"],
    ["memos/20231214-grid-col-xs-12.md", "/memos/grid-col-xs-12"],
    ["voor-developers/web-components/web-components.mdx", "/voor-developers/web-components/"],
    ["02-fundament/01-kleuren.mdx", "/fundament/kleuren"],
  ])("%s → %s", (file, route) => expect(docRoute(file)).toBe(route));

  it("drops number prefixes but keeps a name that is only a number", () => {
    expect(stripNumberPrefix("20231214-grid")).toBe("grid");
    expect(stripNumberPrefix("01_intro")).toBe("intro");
    expect(stripNumberPrefix("2024")).toBe("2024");
  });

  it("gives ids without extension and prefixes", () => {
    expect(docId("memos/20231214-grid-col-xs-12.md")).toBe("memos/grid-col-xs-12");
    expect(docId("voor-developers/index.mdx")).toBe("voor-developers/index");
  });

  it("knows category pages", () => {
    expect(isCategoryIndex("voor-designers/index.mdx")).toBe(true);
    expect(isCategoryIndex("components/components.mdx")).toBe(true);
    expect(isCategoryIndex("intro.mdx")).toBe(false);
    expect(isCategoryIndex("components/index-card.mdx")).toBe(false);
  });

  it("rejects files that are not docs and a root index", () => {
    expect(() => docRoute("components/readme.txt")).toThrow("components/readme.txt: a doc must be a .md or .mdx file");
    expect(() => docRoute("index.mdx")).toThrow("index.mdx: a root index page would replace the home page");
  });
});
