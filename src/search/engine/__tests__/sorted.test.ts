import { firstAtLeast } from "../sorted";

describe("firstAtLeast", () => {
  const sorted = ["kaart", "knop", "knoppen", "kop"];

  it("finds a value that is there", () => {
    expect(firstAtLeast(sorted, "kaart")).toBe(0);
    expect(firstAtLeast(sorted, "knoppen")).toBe(2);
  });

  it("finds where a missing value would go", () => {
    expect(firstAtLeast(sorted, "a")).toBe(0);
    expect(firstAtLeast(sorted, "kn")).toBe(1);
    expect(firstAtLeast(sorted, "zon")).toBe(4);
    expect(firstAtLeast([], "knop")).toBe(0);
  });
});
