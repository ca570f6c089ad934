import { highlightWords } from "../highlightWords";
import { excerpt, markWords } from "../marks";
import { fold, parseQuery, terms } from "../normalize";
import { hitContext } from "../present";
import { BREADCRUMB_SEPARATOR } from "../store";

describe("Dutch normalisation", () => {
  it("folds accents and case", () => {
    expect(fold("Één café, België")).toBe("een cafe, belgie");
    expect(terms("Coördinatie")).toEqual(terms("coordinatie"));
  });

  it("stems inflected forms to the same term", () => {
    expect(terms("knoppen kleuren formulieren")).toEqual(terms("knop kleur formulier"));
  });

  it("leaves out one-character pieces, but keeps the identifier they belong to whole", () => {
    expect(terms("pagina's van 70.0.0")).toEqual(["pagina", "70", "70.0.0"]);
    expect(parseQuery("release 7").tokens).toEqual(["release"]);
  });

  it("parses a query: stop words out, last word kept for the prefix pass, long input cut", () => {
    expect(parseQuery("The knoppen van de kno")).toEqual({ terms: ["knop", "kno"], tokens: ["knoppen", "kno"], lastWord: "kno" });
    expect(parseQuery("knop te").lastWord).toBe("te");
    expect(parseQuery("x".repeat(10_000)).tokens[0]).toHaveLength(200);
  });
});

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
    expect(excerpt("Korte lead", [], 50, true).map((segment) => segment.text).join("")).toBe("Korte lead…");
  });

  it("marks tokens and their stems on the target page", () => {
    expect(highlightWords(["Knoppen", "kno", "a&b"])).toEqual(["knoppen", "knop", "kno", "a&b"]);
  });
});

describe("hit context", () => {
  it("shows the breadcrumb for a page hit, the page title otherwise, and the API-reference label", () => {
    expect(hitContext({ kind: "title", breadcrumb: ["Documentatie", "Componenten"], page: "Knop", route: "/components/knop" })).toBe(["Documentatie", "Componenten"].join(BREADCRUMB_SEPARATOR));
    expect(hitContext({ kind: "heading", breadcrumb: [], page: "Knop", route: "/components/knop" })).toBe("Knop");
    expect(hitContext({ kind: "content", breadcrumb: [], page: "", route: "/docs/api-reference/x" })).toBe("API-referentie");
  });
});
