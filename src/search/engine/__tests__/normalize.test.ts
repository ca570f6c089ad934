import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fold, indexWords, parseQuery, sharesItsStart, term, terms } from "../normalize";

describe("Dutch normalisation", () => {
  it("folds accents and case", () => {
    expect(fold("Één café, België")).toBe("een cafe, belgie");
    expect(terms("Coördinatie")).toEqual(terms("coordinatie"));
  });

  it("stems inflected forms to the same term", () => {
    expect(terms("knoppen kleuren formulieren")).toEqual(terms("knop kleur formulier"));
    // English plurals in -xes, which the Dutch stemmer keeps: component names are English.
    expect(terms("checkboxes checkboxs listboxes")).toEqual(terms("checkbox checkbox listbox"));
    expect(terms("xes")).toEqual(["xes"]);
  });

  it("leaves out one-character pieces, but keeps the identifier they belong to whole", () => {
    expect(terms("pagina's van 70.0.0")).toEqual(["pagina", "70", "70.0.0"]);
    expect(parseQuery("release 7").tokens).toEqual(["release"]);
  });

  it("parses a query: stop words out, last word kept for the prefix pass, long input cut", () => {
    expect(parseQuery("The knoppen van de kno")).toEqual({
      terms: ["knop", "kno"],
      tokens: ["knoppen", "kno"],
      lastWord: "kno",
    });
    expect(parseQuery("knop te").lastWord).toBe("te");
    expect(parseQuery("x".repeat(10_000)).tokens[0]).toHaveLength(200);
  });
});

describe("sharesItsStart", () => {
  it("holds for every word of the content and its term, which SearchEngine.tf relies on", () => {
    const root = path.resolve(__dirname, "../../../../content");
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.(mdx?|json)$/.test(file));
    const words = new Set(files.flatMap((file) => indexWords(readFileSync(path.join(root, file), "utf8"))));
    expect(words.size).toBeGreaterThan(10_000);
    expect([...words].filter((word) => !sharesItsStart(word, term(word)))).toEqual([]);
  });

  it("is false for a word that begins otherwise", () => {
    expect(sharesItsStart("knoppen", "knop")).toBe(true);
    expect(sharesItsStart("maan", term("maan"))).toBe(true);
    expect(sharesItsStart("kaart", "knop")).toBe(false);
  });
});
