import { otherMode, parseColorMode, resolveColorMode } from "../colorMode";

describe("colour mode", () => {
  it("reads only light and dark, and switches between them", () => {
    expect(parseColorMode("dark")).toBe("dark");
    expect(parseColorMode("light")).toBe("light");
    expect(parseColorMode("pink")).toBeUndefined();
    expect(parseColorMode(null)).toBeUndefined();
    expect(otherMode("dark")).toBe("light");
    expect(otherMode("light")).toBe("dark");
  });

  it("takes query parameter, then stored value, then the system's mode when given, then default", () => {
    expect(resolveColorMode({ query: "dark", stored: "light", systemMode: "light", defaultMode: "light" })).toBe(
      "dark",
    );
    expect(resolveColorMode({ query: null, stored: "dark", systemMode: "light", defaultMode: "light" })).toBe("dark");
    expect(resolveColorMode({ stored: null, systemMode: "dark", defaultMode: "light" })).toBe("dark");
    expect(resolveColorMode({ query: "pink", stored: "nonsense", defaultMode: "light" })).toBe("light");
  });
});
