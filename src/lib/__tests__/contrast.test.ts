import {
  contrastRatio,
  contrastVerdict,
  formatRatio,
  longHex,
  parseHex,
  relativeLuminance,
  roundRatio,
} from "../contrast";

describe("WCAG contrast", () => {
  it("reads hex colours in both lengths, and names a value that is none", () => {
    expect(parseHex("#39870c")).toEqual([57, 135, 12]);
    expect(parseHex("#999")).toEqual([153, 153, 153]);
    expect(longHex("#FFF")).toBe("#ffffff");
    expect(() => parseHex("groen")).toThrow('"groen" is not a hex colour (#rgb or #rrggbb)');
  });

  it("gives the relative luminance of black, white and a grey", () => {
    expect(relativeLuminance("#000")).toBe(0);
    expect(relativeLuminance("#fff")).toBe(1);
    expect(relativeLuminance("#999")).toBeCloseTo(0.3185, 4);
  });

  it("gives the ratio whichever colour is lighter", () => {
    expect(contrastRatio("#000", "#fff")).toBe(21);
    expect(contrastRatio("#fff", "#999")).toBeCloseTo(2.849, 3);
    expect(contrastRatio("#999", "#fff")).toBe(contrastRatio("#fff", "#999"));
  });

  it("rounds to one decimal, but never up onto a threshold", () => {
    expect(roundRatio(2.849)).toBe(2.8);
    expect(roundRatio(2.96)).toBe(2.9);
    expect(roundRatio(4.46)).toBe(4.4);
    expect(roundRatio(4.54)).toBe(4.5);
    expect(roundRatio(6.97)).toBe(6.9);
    expect(roundRatio(8.16)).toBe(8.2);
    expect([formatRatio(21), formatRatio(4.54), formatRatio(2.849), formatRatio(4.004)]).toEqual([
      "21,0:1",
      "4,5:1",
      "2,8:1",
      "4,0:1",
    ]);
  });

  it("judges body text from 4.5:1 and large text from 3:1, by the exact ratio", () => {
    expect([4.5, 4.49, 3, 2.999].map(contrastVerdict)).toEqual(["text", "large", "large", "surface"]);
  });
});
