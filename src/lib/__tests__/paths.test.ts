import {
  siteUrlOf,
  joinUrl,
  normalizeBasePath,
  pathPrefixOf,
  routeOf,
  stripHtmlEnding,
  trimSlashes,
  versionOf,
  withoutTrailingSlash,
} from "../paths";

describe("paths", () => {
  it("strips the base path", () => {
    expect(routeOf("/master/intro", "/master")).toBe("/intro");
    expect(routeOf("/master/", "/master")).toBe("/");
    expect(routeOf("/master", "/master")).toBe("/");
    expect(routeOf("/intro", "")).toBe("/intro");
    expect(routeOf("/master/intro", "/master/")).toBe("/intro");
  });
  it("leaves a path outside the base path as it is", () => {
    expect(routeOf("/masterclass/intro", "/master")).toBe("/masterclass/intro");
    expect(routeOf("/81.0.0/intro", "/master")).toBe("/81.0.0/intro");
  });
  it.each([
    ["/master/", "/master"],
    ["/master//", "/master"],
    ["https://www.dso-toolkit.nl/", "https://www.dso-toolkit.nl"],
    ["/master", "/master"],
    ["/", ""],
  ])("without trailing slash: %s → %s", (input, output) => expect(withoutTrailingSlash(input)).toBe(output));
  it.each([
    ["/intro/", "intro"],
    ["//components/accordion", "components/accordion"],
    ["intro", "intro"],
    ["/", ""],
  ])("slashes trimmed: %s → %s", (input, output) => expect(trimSlashes(input)).toBe(output));
  it.each([
    ["https://www.dso-toolkit.nl", "81.0.0", "https://www.dso-toolkit.nl/81.0.0"],
    ["https://www.dso-toolkit.nl/", "versions.json", "https://www.dso-toolkit.nl/versions.json"],
    ["/master/", "/intro/index.html", "/master/intro/index.html"],
    ["/", "index.html", "/index.html"],
  ])("joins %s and %s", (base, path, output) => expect(joinUrl(base, path)).toBe(output));
  it("gives Gatsby's path prefix for a base path", () => {
    expect(pathPrefixOf("/master/")).toBe("/master");
    expect(pathPrefixOf("/81.0.0/")).toBe("/81.0.0");
    expect(pathPrefixOf("/")).toBe("");
  });
  it.each([
    ["/master/intro.html", "/master/intro"],
    ["/master/intro/index.html", "/master/intro"],
    ["/master/components/form-group/index.html", "/master/components/form-group"],
    ["/index.html", "/"],
    ["/master/intro", "/master/intro"],
    ["/master/html", "/master/html"],
  ])("%s → %s", (input, output) => expect(stripHtmlEnding(input)).toBe(output));
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

describe("siteUrlOf", () => {
  it("joins the site's address and its base path, without a trailing slash", () => {
    expect(siteUrlOf({ url: "https://www.dso-toolkit.nl", baseUrl: "/master/" })).toBe(
      "https://www.dso-toolkit.nl/master",
    );
    expect(siteUrlOf({ url: "https://www.dso-toolkit.nl/", baseUrl: "/" })).toBe("https://www.dso-toolkit.nl");
  });
});
