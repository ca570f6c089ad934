import { otherMode, parseColorMode } from "../colorMode";

describe("colour mode", () => {
  it("reads only light and dark, and switches between them", () => {
    expect(parseColorMode("dark")).toBe("dark");
    expect(parseColorMode("light")).toBe("light");
    expect(parseColorMode("pink")).toBeUndefined();
    expect(parseColorMode(null)).toBeUndefined();
    expect(otherMode("dark")).toBe("light");
    expect(otherMode("light")).toBe("dark");
  });
});
