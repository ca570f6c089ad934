import { parseColorMode, resolveColorMode } from "../colorMode";
import { announcementBarColours, isAnnouncementDismissed } from "../announcementBar";

describe("colour mode", () => {
  it("takes query parameter, then stored value, then the system's mode when given, then default", () => {
    expect(resolveColorMode({ query: "dark", stored: "light", systemMode: "light", defaultMode: "light" })).toBe("dark");
    expect(resolveColorMode({ query: null, stored: "dark", systemMode: "light", defaultMode: "light" })).toBe("dark");
    expect(resolveColorMode({ stored: null, systemMode: "dark", defaultMode: "light" })).toBe("dark");
    expect(resolveColorMode({ query: "pink", stored: "nonsense", defaultMode: "light" })).toBe("light");
    expect(parseColorMode(null)).toBeUndefined();
  });
});

describe("announcement bar", () => {
  it("stays dismissed only for the same id", () => {
    expect(isAnnouncementDismissed({ id: "a", dismiss: "true" }, "a")).toBe(true);
    expect(isAnnouncementDismissed({ id: "a", dismiss: "true" }, "b")).toBe(false);
    expect(isAnnouncementDismissed({ id: null, dismiss: null }, "a")).toBe(false);
  });

  it("gives its configured colours to the stylesheet as custom properties", () => {
    expect(announcementBarColours({ backgroundColor: "#8b4a6a", textColor: "#fff" })).toBe(":root{--announcement-bar-background:#8b4a6a;--announcement-bar-text:#fff}");
  });
});
