import {
  asksAboutReleases,
  asksAQuestion,
  asksWhichRelease,
  joinParticles,
  markParts,
  markVersionOfOther,
  matchWords,
  oneEditAway,
  otherSpellings,
  releaseIn,
  splitWithTypo,
  type Vocabulary,
  type WordMatch,
  WEIGHT_COMPOUND,
  WEIGHT_TYPO,
} from "../matching";
import { term } from "../normalize";

const vocabulary = (known: string[]) => ({
  has: (value: string) => known.includes(value),
  near: (word: string) => known.filter((candidate) => oneEditAway(word).includes(candidate)),
});

describe("releaseIn", () => {
  it.each([
    ["release 75", "75"],
    ["75", "75"],
    ["v82.0.0", "82.0.0"],
    ["nieuw in 100.1.0", "100.1.0"],
    ["wat is er veranderd in versie 95", "95"],
    ["changelog 96", "96"],
    ["wat veranderde in 97", "97"],
  ])("finds the release %s names", (query, version) => expect(releaseIn(query)).toBe(version));

  it.each(["320 px breed", "grid met 12 kolommen", "knop"])("names no release in %s", (query) =>
    expect(releaseIn(query)).toBeUndefined(),
  );
});

describe("asksAQuestion", () => {
  it("takes a question word anywhere, or a closing question mark, as a question", () => {
    expect(asksAQuestion("hoe breed is de pagina")).toBe(true);
    expect(asksAQuestion("banner of alert, wat kies ik")).toBe(true);
    expect(asksAQuestion("voldoet de site aan wcag 2.2?")).toBe(true);
  });

  it("does not take a word that only starts like a question word, or a plain query, as one", () => {
    expect(asksAQuestion("waardelijst")).toBe(false);
    expect(asksAQuestion("hoek van de kaart")).toBe(false);
    expect(asksAQuestion("knop kleur")).toBe(false);
  });
});

describe("asksAboutReleases", () => {
  it("hears a question about releases or about when something went", () => {
    expect(asksAboutReleases("wanneer verdween toggletip")).toBe(true);
    expect(asksAboutReleases("wat is er veranderd in de modal")).toBe(true);
    expect(asksAboutReleases("nieuw icoon toevoegen")).toBe(false);
    expect(asksAboutReleases("dso toolkit installeren")).toBe(false);
    expect(asksAboutReleases("angular 15 ondersteuning gestopt")).toBe(true);
    expect(asksAboutReleases("status danger vervangen door error")).toBe(true);
    expect(asksAboutReleases("dsoCardClicked hernoemd")).toBe(true);
  });

  it("hears what no longer works, what went and what came with an update as questions about releases", () => {
    expect(asksAboutReleases("knop werkt niet meer na de nieuwe versie")).toBe(true);
    expect(asksAboutReleases("renvooi zet geen komma's meer")).toBe(true);
    expect(asksAboutReleases("date picker legacy weg")).toBe(true);
    expect(asksAboutReleases("wat brengt de laatste update")).toBe(true);
    expect(asksAboutReleases("meer ruimte tussen knoppen")).toBe(false);
    expect(asksAboutReleases("knop niet klikbaar")).toBe(false);
  });

  it("hears which release a question asks for, but not in a version of something else", () => {
    expect(asksWhichRelease("in welke versie werd accordion stateless")).toBe(true);
    expect(asksWhichRelease("toggletip verwijderd welke release")).toBe(true);
    expect(asksWhichRelease("sinds wanneer is er een react pakket")).toBe(true);
    expect(asksWhichRelease("welke versie van angular")).toBe(false);
    expect(asksWhichRelease("welke versies zijn er")).toBe(true);
    expect(asksWhichRelease("wat is er veranderd in de modal")).toBe(false);
    expect(asksWhichRelease("sinds 2024")).toBe(false);
  });

  it("does not hear one in a version of something else, and makes that `versie` optional", () => {
    expect(asksAboutReleases("welke versie van angular")).toBe(false);
    expect(asksAboutReleases("welke versie van de toolkit")).toBe(true);
    expect(asksAboutReleases("versie van dso")).toBe(true);
    const words = (query: string) =>
      markVersionOfOther(
        query.split(" ").map((word) => ({ word, alternatives: [{ terms: [word], weight: 1 }] })),
        query,
      ).map(({ word, optional }) => [word, optional === true]);
    expect(words("versie van react")).toEqual([
      ["versie", true],
      ["van", false],
      ["react", false],
    ]);
    expect(words("versie van toolkit")).toEqual([
      ["versie", false],
      ["van", false],
      ["toolkit", false],
    ]);
  });
});

describe("matchWords", () => {
  const vocabulary = (known: string[]): Vocabulary => ({
    has: (value) => known.includes(value),
    expand: () => [],
    near: () => [],
    compoundsOf: () => [],
  });

  it("reads a plural in -s after a vowel as the singular the index has", () => {
    const [match] = matchWords(["kopniveaus", "tekst"], vocabulary(["kopniveau", "tekst"]));
    expect(match.alternatives).toContainEqual({ terms: ["kopniveau"], weight: 1 });
    const [own] = matchWords(["menus", "tekst"], vocabulary(["menus", "menu", "tekst"]));
    expect(own.alternatives).toEqual([{ terms: ["menus"], weight: 1 }]);
  });

  it("reads an adjective in -baar or -bare also as the verb the index has, more weakly", () => {
    const [closable] = matchWords(["sluitbaar", "alert"], vocabulary([term("sluiten"), "alert"]));
    expect(closable.alternatives).toEqual([{ terms: [term("sluiten")], weight: WEIGHT_COMPOUND }]);
    const [sortable] = matchWords(["sorteerbare"], vocabulary([term("sorteren"), term("sorteerbare")]));
    expect(sortable.alternatives).toEqual([
      { terms: [term("sorteren")], weight: WEIGHT_COMPOUND },
      { terms: [term("sorteerbare")], weight: 1 },
    ]);
    // Too short a root is no verb: `ba` + `ar`.
    const [short] = matchWords(["embaar"], vocabulary(["em", "emen"]));
    expect(short.alternatives).toEqual([]);
  });

  it("reads an English spelling as the Dutch word the index has, as a typo, and only when nothing nearer matched", () => {
    const known = [term("typografie")];
    for (const typed of ["typography", "typografy"]) {
      const [match] = matchWords([typed], {
        ...vocabulary(known),
        near: (word) => (word === "typografie" ? known : []),
      });
      expect(match.alternatives).toEqual([{ terms: [term("typografie")], weight: WEIGHT_TYPO }]);
    }
    const [near] = matchWords(["typografy"], { ...vocabulary(known), near: () => ["typograaf"] });
    expect(near.alternatives).toEqual([{ terms: ["typograaf"], weight: WEIGHT_TYPO }]);
  });
});

describe("otherSpellings", () => {
  it("writes ph as f and a final y as ie, and ks as x and k as c, each once and only where it differs", () => {
    expect(["typography", "category", "photo", "checkbokses", "komponent", "modal"].map(otherSpellings)).toEqual([
      ["typografie"],
      ["categorie"],
      ["foto"],
      ["checkboxes"],
      ["component"],
      [],
    ]);
    expect(otherSpellings("kyky")).toEqual(["kykie", "cycy"]);
  });
});

describe("splitWithTypo", () => {
  it("reads a word as a known first part and a mistyped second one", () => {
    // The index holds stems, as the vocabulary does here.
    const known = [term("date"), term("picker")];
    expect(splitWithTypo("datepiker", vocabulary(known))).toEqual(known);
    expect(splitWithTypo("datepiker", vocabulary([term("picker")]))).toBeUndefined();
  });
});

describe("markParts", () => {
  const bare = (word: string): WordMatch => ({
    word,
    alternatives: [
      { terms: [term(word)], weight: 1 },
      { terms: ["label", "status"], weight: 0.9 },
    ],
  });
  it("makes the parts of a known identifier optional and matches the whole only as itself", () => {
    const [whole, label, status] = markParts(
      [bare("labelstatus"), bare("label"), bare("status")],
      "labelStatus",
      vocabulary([term("labelstatus")]),
    );
    expect(whole.alternatives).toEqual([{ terms: [term("labelstatus")], weight: 1 }]);
    expect([label.optional, status.optional]).toEqual([true, true]);
  });

  it("leaves the words alone when the index lacks the whole identifier", () => {
    const words = [bare("labelstatus"), bare("label")];
    expect(markParts(words, "labelStatus", vocabulary([]))).toBe(words);
  });
});

describe("joinParticles", () => {
  const own = (word: string): WordMatch => ({ word, alternatives: [{ terms: [term(word)], weight: 1 }] });
  it("reads a word and a particle later in the query as the separable verb they form", () => {
    const [bring, release] = joinParticles(
      [own("breng"), own("release")],
      "hoe breng ik een release uit",
      vocabulary([term("uitbrengen"), term("release")]),
    );
    expect(bring.alternatives).toContainEqual({ terms: [term("uitbrengen")], weight: 1 });
    expect(release.alternatives).toEqual([{ terms: [term("release")], weight: 1 }]);
  });

  it("drops the -t the stemmer keeps, to find the verb", () => {
    const [folds] = joinParticles(
      [own("klapt")],
      "waarom klapt de sectie niet open",
      vocabulary([term("openklappen")]),
    );
    expect(folds.alternatives).toContainEqual({ terms: [term("openklappen")], weight: 1 });
  });

  it("leaves a word alone when the particle comes before it or forms no known verb", () => {
    const words = [own("breng")];
    expect(joinParticles(words, "uit breng", vocabulary([term("uitbrengen")]))[0]).toBe(words[0]);
    expect(joinParticles(words, "breng het uit", vocabulary([]))[0]).toBe(words[0]);
    expect(joinParticles(words, "breng uit", vocabulary([term("uitbrengen")]))[0].alternatives).toHaveLength(2);
  });
});
