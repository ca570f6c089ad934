import { announcementScript, colorModeScript } from "../headScripts";

/** Runs an inline head script as the browser would, with `search` as the page's query string. */
function runAt(search: string, script: string) {
  window.history.replaceState(null, "", `/${search}`);
  new Function(script)();
}

describe("colour mode script", () => {
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/");
  });

  it("takes the query parameter, then the stored value, then the default", () => {
    localStorage.setItem("theme", "light");
    runAt("?docusaurus-theme=dark", colorModeScript("light"));
    expect(document.documentElement.getAttribute("data-theme")).toBe("dark");
    localStorage.setItem("theme", "dark");
    runAt("", colorModeScript("light"));
    expect(document.documentElement.getAttribute("data-theme")).toBe("dark");
    localStorage.setItem("theme", "nonsense");
    runAt("?docusaurus-theme=pink", colorModeScript("light"));
    expect(document.documentElement.getAttribute("data-theme")).toBe("light");
  });

  it("sets data-theme from storage or the default, also when storage throws", () => {
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

describe("announcement script", () => {
  it("marks a dismissed bar before first paint", () => {
    localStorage.setItem("docusaurus.announcement.id", "a");
    localStorage.setItem("docusaurus.announcement.dismiss", "true");
    new Function(announcementScript("a"))();
    expect(document.documentElement.getAttribute("data-announcement-bar-initially-dismissed")).toBe("true");
    new Function(announcementScript("b"))();
    expect(document.documentElement.getAttribute("data-announcement-bar-initially-dismissed")).toBe("false");
  });
});
