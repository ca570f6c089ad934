import { excerpt, markWords } from "../marks";

describe("marking", () => {
  it("marks words by their term, so inflections and accents match", () => {
    expect(markWords("Knoppen en één knop.", ["knop"])).toEqual([
      { text: "Knoppen", mark: true },
      { text: " en één ", mark: false },
      { text: "knop", mark: true },
      { text: ".", mark: false },
    ]);
  });

  it("cuts an excerpt around the first mark with ellipses, within the limit", () => {
    const text = `${"Lange inleiding zonder het woord. ".repeat(3)}Hier staat de knop die we zoeken, en daarna nog veel meer tekst.`;
    const segments = excerpt(text, ["knop"], 50);
    const joined = segments.map((segment) => segment.text).join("");
    expect(Array.from(joined).length).toBeLessThanOrEqual(50);
    expect(joined.startsWith("…") && joined.endsWith("…")).toBe(true);
    expect(segments.some((segment) => segment.mark && segment.text === "knop")).toBe(true);
  });

  it("marks a lead that was cut at build time as cut", () => {
    expect(
      excerpt("Korte lead", [], 50, true)
        .map((segment) => segment.text)
        .join(""),
    ).toBe("Korte lead…");
  });
});
