import { highlightWords } from "../highlightWords";

describe("highlight words", () => {
  it("marks tokens and their stems on the target page", () => {
    expect(highlightWords(["Knoppen", "kno", "a&b"])).toEqual(["knoppen", "knop", "kno", "a&b"]);
  });
});
