import { docId, docRoute, isCategoryIndex, isContentFile, parsePostFileName, stripNumberPrefix } from "../routes";

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

describe("post file names", () => {
  it.each([
    ["2024-11-25-dso-toolkit-67.0.0.mdx", "2024-11-25", "dso-toolkit-67.0.0", "/blog/2024/11/25/dso-toolkit-67.0.0"],
    ["2022-11-07-new-site.mdx", "2022-11-07", "new-site", "/blog/2022/11/07/new-site"],
    ["2024-02-29-schrikkeldag.md", "2024-02-29", "schrikkeldag", "/blog/2024/02/29/schrikkeldag"],
  ])("%s → %s, %s, %s", (file, date, slug, route) => {
    expect(parsePostFileName(file)).toEqual({ date, slug, route });
  });

  it.each([
    ["new-site.mdx", "must be named YYYY-MM-DD-slug.mdx"],
    ["2024-11-new-site.mdx", "must be named YYYY-MM-DD-slug.mdx"],
    ["2024-11-25.mdx", "must be named YYYY-MM-DD-slug.mdx"],
    ["2024-11-25-notes.txt", "must be named YYYY-MM-DD-slug.mdx"],
    ["2023-02-29-not-a-leap-year.mdx", "2023-02-29 is not a valid date"],
    ["2024-13-01-month.mdx", "2024-13-01 is not a valid date"],
    ["2024-04-31-april.mdx", "2024-04-31 is not a valid date"],
    ["2024-04-00-day-zero.mdx", "2024-04-00 is not a valid date"],
    ["2024-04-01-spatie erin.mdx", 'the slug "spatie erin"'],
  ])("rejects %s, naming the file", (file, problem) => {
    expect(() => parsePostFileName(file)).toThrow(file);
    expect(() => parsePostFileName(file)).toThrow(problem);
  });
});

describe("content files", () => {
  it.each([
    ["intro.mdx", true],
    ["memos/notitie.md", true],
    ["_category_.yml", false],
    ["intro.mdx.orig", false],
  ])("%s: %s", (file, content) => expect(isContentFile(file)).toBe(content));
});
