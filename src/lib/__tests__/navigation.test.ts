import { decodeHash, navbarAfterNavigation, nextNavbarState, scrollDecision, startsProgress } from "../navigation";

const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });

describe("scroll after navigation", () => {
  it("does nothing on first load", () => expect(scrollDecision(undefined, at("/a"), "PUSH")).toEqual({ kind: "none" }));
  it("scrolls to the top for a new pathname", () =>
    expect(scrollDecision(at("/a"), at("/b"), "PUSH")).toEqual({ kind: "top" }));
  it("stays when only the query changes", () =>
    expect(scrollDecision(at("/a", "?q=1"), at("/a", "?q=2"), "REPLACE")).toEqual({ kind: "none" }));
  it("scrolls to a decoded hash target", () =>
    expect(scrollDecision(at("/a"), at("/b", "", "#stap-2-%C3%A9"), "PUSH")).toEqual({ kind: "hash", id: "stap-2-é" }));
  it("restores on Back and Forward", () =>
    expect(scrollDecision(at("/a"), at("/b"), "POP")).toEqual({ kind: "restore" }));
  it("keeps a malformed hash as it is", () => expect(decodeHash("#%E0%A4%A")).toBe("%E0%A4%A"));
});

describe("progress bar", () => {
  it("runs only between different pathnames", () => {
    expect(startsProgress(at("/a"), at("/b"))).toBe(true);
    expect(startsProgress(at("/a"), at("/a", "?x=1"))).toBe(false);
    expect(startsProgress(at("/a"), at("/a", "", "#h"))).toBe(false);
    expect(startsProgress(undefined, at("/a"))).toBe(false);
  });
});

describe("hide-on-scroll navbar", () => {
  const start = { visible: true, lastY: 0, ignoreNextScroll: false };
  it("hides on scroll down, shows on scroll up, and is always visible near the top", () => {
    const down = nextNavbarState(start, 400, 64);
    expect(down.visible).toBe(false);
    const up = nextNavbarState(down, 300, 64);
    expect(up.visible).toBe(true);
    const downAgain = nextNavbarState(up, 350, 64);
    expect(downAgain.visible).toBe(false);
    expect(nextNavbarState(downAgain, 20, 64).visible).toBe(true);
  });
  it("keeps the navbar hidden through the scroll a hash navigation causes", () => {
    const afterHash = navbarAfterNavigation(start, true);
    expect(afterHash.visible).toBe(false);
    const scrolled = nextNavbarState(afterHash, 100, 64);
    expect(scrolled.visible).toBe(false);
    expect(scrolled.ignoreNextScroll).toBe(false);
    expect(navbarAfterNavigation(scrolled, false).visible).toBe(true);
  });
});
