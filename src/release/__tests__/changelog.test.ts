import { ChangelogError, parseChangelog } from "../changelog";
import { fixtureText } from "../__fixtures__/fakeRelease";

const issue = (number: number) => `[#${number}](https://github.com/dso-toolkit/dso-toolkit/issues/${number})`;

describe("parseChangelog", () => {
  it("reads every release of the changelog, newest first, and leaves out what is listed under Next", () => {
    expect(parseChangelog(fixtureText("CHANGELOG.md"))).toEqual([
      {
        version: "83.0.0",
        date: "2026-08-17",
        changes: [
          { component: "Info", kind: "changed", breaking: true, issues: [3679] },
          { component: "Alert", kind: "changed", breaking: false, issues: [3690, 3691] },
          { component: "Label (HTML/CSS implementatie)", kind: "fixed", breaking: false, issues: [3701] },
        ],
      },
      {
        version: "82.0.0",
        date: "2024-06-14",
        changes: [
          { component: "Badge", kind: "added", breaking: false, issues: [3600] },
          { component: "Info Button", kind: "deprecated", breaking: false, issues: [3610] },
          { component: null, kind: "task", breaking: false, issues: [3620] },
        ],
      },
      {
        version: "81.0.0",
        date: null,
        changes: [{ component: "Date Picker (Legacy)", kind: "removed", breaking: true, issues: [3262] }],
      },
    ]);
  });

  it("reads the version and date of each form of release heading", () => {
    const text = [
      "## 🍍 Release 100.1.0 - 2026-08-17",
      "## ⛵️ 62.25.0 - 14-06-2024",
      "## 50.0.0",
      "### 49.0.0",
      "## 39.0.0",
    ].join("\n\n");
    expect(parseChangelog(text).map(({ version, date }) => ({ version, date }))).toEqual([
      { version: "100.1.0", date: "2026-08-17" },
      { version: "62.25.0", date: "2024-06-14" },
      { version: "50.0.0", date: null },
      { version: "49.0.0", date: null },
      { version: "39.0.0", date: null },
    ]);
  });

  it("starts a release at a level-3 heading with a version, not at a kind's heading", () => {
    const text = [
      "## 50.0.0",
      "### Fixed",
      `* Alert: Icoon ${issue(2001)}`,
      "### 49.0.0",
      "### Added",
      `* Modal: Nieuw ${issue(2000)}`,
    ].join("\n\n");
    expect(parseChangelog(text)).toEqual([
      {
        version: "50.0.0",
        date: null,
        changes: [{ component: "Alert", kind: "fixed", breaking: false, issues: [2001] }],
      },
      {
        version: "49.0.0",
        date: null,
        changes: [{ component: "Modal", kind: "added", breaking: false, issues: [2000] }],
      },
    ]);
  });

  it("gives each change the kind of its section", () => {
    const sections = ["Added", "Changed", "Fixed", "Removed", "Deprecated", "Task", "Improvements", "Docs", "Misc"];
    const text = ["## 1.0.0", ...sections.flatMap((section) => [`### ${section}`, `* ${section}: x`])].join("\n\n");
    expect(parseChangelog(text)[0].changes.map(({ component, kind }) => [component, kind])).toEqual([
      ["Added", "added"],
      ["Changed", "changed"],
      ["Fixed", "fixed"],
      ["Removed", "removed"],
      ["Deprecated", "deprecated"],
      ["Task", "task"],
      ["Improvements", "changed"],
      ["Docs", "docs"],
      ["Misc", "other"],
    ]);
  });

  it("counts a change listed before any section as other", () => {
    expect(parseChangelog("## 1.0.0\n\n* Alert: x\n")[0].changes).toEqual([
      { component: "Alert", kind: "other", breaking: false, issues: [] },
    ]);
  });

  it("reads the component, the BREAKING mark and the issues of an entry", () => {
    const text = [
      "## 1.0.0",
      "### Changed",
      [
        `* **BREAKING** Info: Remove HTML/CSS implementatie (${issue(3679)})`,
        `* Label (HTML/CSS implementatie): Kleur aangepast (${issue(3701)})`,
        `* **BREAKING**: Node 20 is vereist`,
        "* Dependencies bijgewerkt ([#12](https://github.com/dso-toolkit/dso-toolkit/pull/12))",
        "* Tooltip: Zie [de documentatie](https://www.dso-toolkit.nl/) en [#7](https://github.com/o/r/issues/7)",
        "* Accordion: Ouder item",
        "  * Nested: telt niet mee",
      ].join("\n"),
    ].join("\n\n");
    expect(parseChangelog(text)[0].changes).toEqual([
      { component: "Info", kind: "changed", breaking: true, issues: [3679] },
      { component: "Label (HTML/CSS implementatie)", kind: "changed", breaking: false, issues: [3701] },
      { component: null, kind: "changed", breaking: true, issues: [] },
      { component: null, kind: "changed", breaking: false, issues: [12] },
      { component: "Tooltip", kind: "changed", breaking: false, issues: [7] },
      { component: "Accordion", kind: "changed", breaking: false, issues: [] },
    ]);
  });

  it("ignores a heading without a version and the changes under it", () => {
    const text = ["# Changelog", "## Next", "### Added", "* Alert: x", "## 2.0.0", "## Older releases", "* Modal: y"];
    expect(parseChangelog(text.join("\n\n"))).toEqual([{ version: "2.0.0", date: null, changes: [] }]);
  });

  it("throws a ChangelogError naming the file and both lines for a version listed twice", () => {
    const text = "## 2.0.0\n\n## 1.0.0\n\n## 1.0.0 - 2020-01-01\n";
    const parse = () => parseChangelog(text, "repo/CHANGELOG.md");
    expect(parse).toThrow(ChangelogError);
    expect(parse).toThrow("repo/CHANGELOG.md:5: release 1.0.0 is listed twice (also on line 3)");
  });

  it("throws a ChangelogError naming the file when no release is found", () => {
    const parse = () => parseChangelog("# Changelog\n\n## Next\n\n* Alert: x\n", "repo/CHANGELOG.md");
    expect(parse).toThrow(ChangelogError);
    expect(parse).toThrow('repo/CHANGELOG.md: no "## … X.Y.Z" release heading found');
    expect(() => parseChangelog("")).toThrow('CHANGELOG.md: no "## … X.Y.Z" release heading found');
  });
});
