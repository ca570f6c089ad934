import { normalizeBasePath, routeOf, stripHtmlEnding, versionOf, withSingleLeadingSlash } from "../paths";

describe("paths", () => {
  it("strips the base path", () => {
    expect(routeOf("/master/intro", "/master")).toBe("/intro");
    expect(routeOf("/master/", "/master")).toBe("/");
    expect(routeOf("/master", "/master")).toBe("/");
    expect(routeOf("/intro", "")).toBe("/intro");
  });
  it.each([
    ["/master/intro.html", "/master/intro"],
    ["/master/intro/index.html", "/master/intro"],
    ["/master/components/form-group/index.html", "/master/components/form-group"],
    ["/index.html", "/"],
    ["/master/intro", "/master/intro"],
    ["/master/html", "/master/html"],
  ])("%s → %s", (input, output) => expect(stripHtmlEnding(input)).toBe(output));
  it.each([
    ["//master/intro", "/master/intro"],
    ["///master/", "/master/"],
    ["/master//intro", "/master//intro"],
    ["/master/intro", "/master/intro"],
  ])("one leading slash: %s → %s", (input, output) => expect(withSingleLeadingSlash(input)).toBe(output));
  it("reads a base path however the build setting writes it", () => {
    expect(normalizeBasePath("81.0.0")).toBe("/81.0.0/");
    expect(normalizeBasePath("/81.0.0")).toBe("/81.0.0/");
    expect(normalizeBasePath(" /_2890// ")).toBe("/_2890/");
    expect(normalizeBasePath("/")).toBe("/");
  });
});

describe("the site's version", () => {
  it("is the first segment of the base path, master when there is none", () => {
    expect(versionOf("/master/")).toBe("master");
    expect(versionOf("/81.0.0/")).toBe("81.0.0");
    expect(versionOf("/_2890/")).toBe("_2890");
    expect(versionOf("/")).toBe("master");
  });
});
