import {
  contextOf,
  footerLink,
  highlightTokens,
  hitUrl,
  readSearchParams,
  searchPageUrl,
  wellFormed,
  withoutHighlight,
} from "../url";

describe("highlight URLs", () => {
  it("adds one _highlight per token between the url and the hash", () => {
    expect(hitUrl("/components/knop", "#gebruik", ["knop", "primair"])).toBe(
      "/components/knop?_highlight=knop&_highlight=primair#gebruik",
    );
    expect(hitUrl("/intro", "", [])).toBe("/intro");
    expect(hitUrl("/x", "", ["a&b"])).toBe("/x?_highlight=a%26b");
  });

  it("reads the tokens back, ignoring empty and overlong ones", () => {
    expect(highlightTokens("?_highlight=knop&x=1&_highlight=%20&_highlight=kleur")).toEqual(["knop", "kleur"]);
    expect(highlightTokens(`?_highlight=${"a".repeat(51)}`)).toEqual([]);
  });

  it("removes only _highlight, keeping the other parameters", () => {
    expect(withoutHighlight("?a=1&_highlight=knop&b=2&_highlight=x")).toBe("?a=1&b=2");
    expect(withoutHighlight("?_highlight=knop")).toBe("");
  });
});

describe("search page parameters", () => {
  it("accepts only configured contexts and known versions", () => {
    expect(readSearchParams("?q=knop&ctx=components&version=next", ["components"], [])).toEqual({
      q: "knop",
      ctx: "components",
      version: undefined,
    });
    expect(readSearchParams("?q=knop&ctx=evil", ["components"])).toEqual({
      q: "knop",
      ctx: undefined,
      version: undefined,
    });
  });

  it("survives malformed input", () => {
    // A broken escape becomes U+FFFD, as in every browser, instead of throwing as decodeURIComponent would.
    expect(readSearchParams("?q=%E0%A4%A&ctx", ["components"]).q).toBe("\uFFFD%A");
    expect(wellFormed("a\uD800b\uDC00c\uD83D\uDE00")).toBe("abc\uD83D\uDE00");
    expect(searchPageUrl({ q: "a b", ctx: "components" })).toBe("/search?q=a+b&ctx=components");
  });
});

describe("contexts", () => {
  it("finds the context of a page by its folder", () => {
    expect(contextOf("/components/knop", ["components", "voor-maintainers"])).toBe("components");
    expect(contextOf("/components/", ["components"])).toBe("components");
    expect(contextOf("/componentsx", ["components"])).toBeUndefined();
  });

  it("chooses the footer link", () => {
    expect(footerLink("knop", undefined, 3)).toEqual({ kind: "all", href: "/search?q=knop" });
    expect(footerLink("knop", "components", 3)).toEqual({
      kind: "within",
      context: "components",
      href: "/search?q=knop&ctx=components",
    });
    expect(footerLink("knop", "components", 0)).toEqual({
      kind: "outside",
      context: "components",
      href: "/search?q=knop",
    });
    expect(footerLink("knop", undefined, 0)).toBeUndefined();
  });
});
