import { parseColorMode, resolveColorMode } from "../colorMode";
import { announcementScript, colorModeScript } from "../headScripts";
import { announcementBarColours, isAnnouncementDismissed } from "../announcementBar";

describe("colour mode", () => {
  it("takes query parameter, then stored value, then default", () => {
    expect(resolveColorMode({ search: "?docusaurus-theme=dark", stored: "light", defaultMode: "light" })).toBe("dark");
    expect(resolveColorMode({ search: "", stored: "dark", defaultMode: "light" })).toBe("dark");
    expect(resolveColorMode({ search: "?docusaurus-theme=pink", stored: "nonsense", defaultMode: "light" })).toBe("light");
    expect(parseColorMode(null)).toBeUndefined();
  });

  it("the inline head script sets data-theme the same way, also when storage throws", () => {
    localStorage.setItem("theme", "dark");
    new Function(colorModeScript("light"))();
    expect(document.documentElement.getAttribute("data-theme")).toBe("dark");
    localStorage.removeItem("theme");
    new Function(colorModeScript("light"))();
    expect(document.documentElement.getAttribute("data-theme")).toBe("light");
    const spy = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied");
    });
    new Function(colorModeScript("dark"))();
    expect(document.documentElement.getAttribute("data-theme")).toBe("dark");
    spy.mockRestore();
  });
});

describe("announcement bar", () => {
  it("stays dismissed only for the same id", () => {
    expect(isAnnouncementDismissed({ id: "a", dismiss: "true" }, "a")).toBe(true);
    expect(isAnnouncementDismissed({ id: "a", dismiss: "true" }, "b")).toBe(false);
    expect(isAnnouncementDismissed({ id: null, dismiss: null }, "a")).toBe(false);
  });

  it("the inline script marks a dismissed bar before first paint", () => {
    localStorage.setItem("docusaurus.announcement.id", "a");
    localStorage.setItem("docusaurus.announcement.dismiss", "true");
    new Function(announcementScript("a"))();
    expect(document.documentElement.getAttribute("data-announcement-bar-initially-dismissed")).toBe("true");
    new Function(announcementScript("b"))();
    expect(document.documentElement.getAttribute("data-announcement-bar-initially-dismissed")).toBe("false");
  });

  it("gives its configured colours to the stylesheet as custom properties", () => {
    expect(announcementBarColours({ backgroundColor: "#8b4a6a", textColor: "#fff" })).toBe(":root{--announcement-bar-background:#8b4a6a;--announcement-bar-text:#fff}");
  });
});
