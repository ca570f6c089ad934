import sample from "../../../static/versions.sample.json";
import { SAMPLE_MENU } from "../__fixtures__/versionsMenu";
import {
  classifyEntry,
  clearVersionsCache,
  currentVersion,
  dropdownEntries,
  loadVersions,
  parseVersions,
  releasesNewestFirst,
  versionLabel,
} from "../versions";

describe("versions.json entries", () => {
  it.each([
    [{ version: "81.0.0" }, { kind: "release", version: "81.0.0" }],
    [
      { branch: "master", version: "master" },
      { kind: "master", version: "master" },
    ],
    [
      { branch: "topic", version: "_12-x", label: "X" },
      { kind: "topic", version: "_12-x", label: "X" },
    ],
  ])("keeps %j", (entry, expected) => expect(classifyEntry(entry)).toEqual(expected));

  it.each([
    [{ version: "81.0.0", extra: true }],
    [{ branch: "master", version: "81.0.0" }],
    [{ branch: "topic", version: "_12-x" }],
    [{ branch: "feature", version: "_12-x", label: "X" }],
    [{}],
    [{ version: 81 }],
    ["81.0.0"],
    [null],
  ])("drops %j", (entry) => expect(classifyEntry(entry)).toBeUndefined());

  it("requires a versions array", () => {
    expect(() => parseVersions({ versions: {} })).toThrow("versions is not an array");
    expect(() => parseVersions({})).toThrow("versions is not an array");
    expect(() => parseVersions("<html>")).toThrow("versions is not an array");
    expect(parseVersions({ versions: [{ version: "1.0.0" }, { nope: 1 }] })).toEqual([
      { kind: "release", version: "1.0.0" },
    ]);
  });
});

describe("labels and detection", () => {
  it.each([
    ["_1234-name", "#1234"],
    ["_1234", "#1234"],
    ["_abc", "abc"],
    ["master", "master 🚧"],
    ["local", "dev 👨‍🔧"],
    [undefined, "Onbekend"],
    ["unable-to-determine-version", "Onbekend"],
    ["81.0.0", "81.0.0"],
  ])("%s → %s", (version, label) => expect(versionLabel(version)).toBe(label));

  it("detects the current version", () => {
    expect(currentVersion({ hostname: "localhost", pathname: "/81.0.0/x" })).toBe("local");
    expect(currentVersion({ hostname: "www.dso-toolkit.nl", pathname: "/81.0.0/components/x" })).toBe("81.0.0");
    expect(currentVersion({ hostname: "www.dso-toolkit.nl", pathname: "/_1234-x/" })).toBe("_1234-x");
    expect(currentVersion({ hostname: "www.dso-toolkit.nl", pathname: "/" })).toBe("unable-to-determine-version");
  });
});

describe("dropdown", () => {
  const entries = parseVersions(sample);

  it("lists master, the 5 newest releases, branch releases, then all versions", () => {
    const items = dropdownEntries(entries, "100.0.0", "https://v.example/");
    expect(items.map((item) => (item.type === "separator" ? null : item.label))).toEqual(SAMPLE_MENU);
    expect(items[2]).toEqual({
      type: "link",
      label: "100.0.0",
      href: "https://v.example/100.0.0",
      active: true,
      version: "100.0.0",
    });
    expect(items.filter((item) => item.type === "link" && item.active)).toHaveLength(1);
  });

  it("orders all releases newest first", () => {
    const releases = releasesNewestFirst(entries).map((entry) => entry.version);
    expect(releases[0]).toBe("100.1.0");
    expect(releases).toContain("81.0.0");
    expect(releases[releases.length - 1]).toBe("60.0.0");
    expect(releases.length).toBeGreaterThanOrEqual(20);
  });
});

describe("loading", () => {
  beforeEach(clearVersionsCache);

  it("fetches once with a cache-busting timestamp and caches the answer", async () => {
    const fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => sample }) as Response);
    const first = await loadVersions("https://v.example", { fetch, now: () => 42 });
    const second = await loadVersions("https://v.example", { fetch, now: () => 43 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((fetch.mock.calls[0] as unknown[])[0]).toBe("https://v.example/versions.json?t=42");
    expect(second).toBe(first);
  });

  it("rejects on errors and tries again on the next call", async () => {
    const fetch = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 500, json: async () => ({}) })
      .mockResolvedValueOnce({ ok: true, status: 200, json: async () => ({ versions: {} }) })
      .mockResolvedValueOnce({ ok: true, status: 200, json: async () => sample });
    await expect(loadVersions("https://v.example", { fetch })).rejects.toThrow("versions.json answered 500");
    await expect(loadVersions("https://v.example", { fetch })).rejects.toThrow("versions is not an array");
    await expect(loadVersions("https://v.example", { fetch })).resolves.toHaveLength(entries().length);
  });
});

function entries() {
  return parseVersions(sample);
}
