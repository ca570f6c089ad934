import { announcementBarColours, isAnnouncementDismissed } from "../announcementBar";

describe("announcement bar", () => {
  it("stays dismissed only for the same id", () => {
    expect(isAnnouncementDismissed({ id: "a", dismiss: "true" }, "a")).toBe(true);
    expect(isAnnouncementDismissed({ id: "a", dismiss: "true" }, "b")).toBe(false);
    expect(isAnnouncementDismissed({ id: null, dismiss: null }, "a")).toBe(false);
  });

  it("gives its configured colours to the stylesheet as custom properties", () => {
    expect(announcementBarColours({ backgroundColor: "#8b4a6a", textColor: "#fff" })).toBe(
      ":root{--announcement-bar-background:#8b4a6a;--announcement-bar-text:#fff}",
    );
  });
});
