import { sourceLinks, sourceRefOf, sourceUrl } from "../componentSources";

const TEMPLATE = "https://github.com/dso-toolkit/dso-toolkit/tree/{ref}/{path}";
const ACCORDION = "packages/core/src/components/accordion";

describe("sourceRefOf", () => {
  it.each([
    ["81.0.0", "v81.0.0"],
    ["100.1.0", "v100.1.0"],
    ["master", "master"],
    ["_2890", "master"],
    ["local", "master"],
    ["81.0", "master"],
  ])("%s → %s", (version, ref) => {
    expect(sourceRefOf(version)).toBe(ref);
  });
});

describe("sourceUrl", () => {
  it("points a release build at its tag", () => {
    expect(sourceUrl(TEMPLATE, "81.0.0", ACCORDION)).toBe(
      "https://github.com/dso-toolkit/dso-toolkit/tree/v81.0.0/packages/core/src/components/accordion",
    );
  });

  it("points the master build at master", () => {
    expect(sourceUrl(TEMPLATE, "master", ACCORDION)).toBe(
      "https://github.com/dso-toolkit/dso-toolkit/tree/master/packages/core/src/components/accordion",
    );
  });

  it("points a branch build at master, as its base path does not name its branch", () => {
    expect(sourceUrl(TEMPLATE, "_2890", ACCORDION)).toBe(
      "https://github.com/dso-toolkit/dso-toolkit/tree/master/packages/core/src/components/accordion",
    );
  });

  it("keeps the path's slashes, drops doubled ones and escapes what a segment may not hold", () => {
    expect(sourceUrl("https://x/{ref}/{path}", "master", "/a b//c#d/")).toBe("https://x/master/a%20b/c%23d");
  });
});

describe("sourceLinks", () => {
  it("gives one link per implementation with a folder, in the order of the examples' tabs", () => {
    expect(
      sourceLinks(TEMPLATE, "81.0.0", {
        "html-css": "packages/dso-toolkit/src/components/alert",
        react: "packages/react/src/components/alert",
        core: "packages/core/src/components/alert",
      }),
    ).toEqual([
      {
        implementation: "core",
        href: "https://github.com/dso-toolkit/dso-toolkit/tree/v81.0.0/packages/core/src/components/alert",
      },
      {
        implementation: "react",
        href: "https://github.com/dso-toolkit/dso-toolkit/tree/v81.0.0/packages/react/src/components/alert",
      },
      {
        implementation: "html-css",
        href: "https://github.com/dso-toolkit/dso-toolkit/tree/v81.0.0/packages/dso-toolkit/src/components/alert",
      },
    ]);
  });

  it("gives none for a page without folders", () => {
    expect(sourceLinks(TEMPLATE, "master", undefined)).toEqual([]);
    expect(sourceLinks(TEMPLATE, "master", {})).toEqual([]);
  });
});
