import { errorChain } from "../errorChain";
import { routeOf, stripHtmlEnding, withSingleLeadingSlash } from "../paths";

describe("errorChain", () => {
  it("follows error.cause", () => {
    const root = new Error("netwerk weg");
    const middle = new Error("pagina laden mislukt", { cause: root });
    expect(errorChain(new Error("render mislukt", { cause: middle }))).toEqual(["render mislukt", "pagina laden mislukt", "netwerk weg"]);
  });
  it("handles non-errors and cycles", () => {
    expect(errorChain("kapot")).toEqual(["kapot"]);
    const a = new Error("a") as Error & { cause?: unknown };
    a.cause = a;
    expect(errorChain(a)).toEqual(["a"]);
  });
});

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
});
