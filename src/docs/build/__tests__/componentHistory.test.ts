import { componentHistory, pageNames } from "../componentHistory";
import type { ChangelogRelease } from "../../../types/release";

const change = (
  component: string | null,
  kind: "added" | "changed" | "fixed" | "removed",
  issues: number[],
  breaking = false,
) => ({
  component,
  kind,
  breaking,
  issues,
});

describe("a component page's names", () => {
  it("are its title, route and last segment, each also in the singular, without case and punctuation", () => {
    expect([...pageNames("Buttons", "/components/buttons")]).toEqual(["buttons", "button"]);
    expect([...pageNames("Files", "/components/form-group/files")]).toEqual([
      "files",
      "file",
      "formgroupfiles",
      "formgroupfile",
    ]);
    expect([...pageNames("Document List (Deprecated)", "/components/document-list")]).toEqual(["documentlist"]);
  });
});

describe("a component page's history", () => {
  const releases: ChangelogRelease[] = [
    {
      version: "81.0.0",
      date: "2025-11-04",
      changes: [
        change("Label (HTML/CSS implementatie)", "removed", [3260], true),
        change("Form Group (Search Bar)", "changed", [3296]),
        change("Packages", "changed", [3300]),
      ],
    },
    {
      version: "80.0.0",
      date: null,
      changes: [change("label", "fixed", [3200]), change("Label", "added", [3201, 3200])],
    },
    { version: "79.0.0", date: "2025-09-18", changes: [change(null, "fixed", [3100])] },
  ];

  it("lists the releases that name the component, newest first, with their post where there is one", () => {
    expect(
      componentHistory(pageNames("Label", "/components/label"), releases, new Map([["81.0.0", "/blog/x"]])),
    ).toEqual([
      { version: "81.0.0", date: "2025-11-04", post: "/blog/x", kinds: ["removed"], breaking: true, issues: [3260] },
      { version: "80.0.0", date: null, post: null, kinds: ["fixed", "added"], breaking: false, issues: [3200, 3201] },
    ]);
  });

  it("keeps a parenthesised part that names another page", () => {
    const history = (title: string, route: string) =>
      componentHistory(pageNames(title, route), releases, new Map()).map((entry) => entry.version);
    expect(history("Search Bar", "/components/form-group/search-bar")).toEqual(["81.0.0"]);
    expect(history("Form Group", "/components/form-group/")).toEqual([]);
    expect(history("Alert", "/components/alert")).toEqual([]);
  });
});
