import { engineFor } from "../../__fixtures__/searchFixture";
import { siteCorpus } from "../../__fixtures__/siteCorpus";
import { term } from "../normalize";
import { ASKING_VERBS, SYNONYMS, WEIGHT_SYNONYM, withSynonyms } from "../synonyms";
import type { WordMatch } from "../matching";

const vocabulary = (known: string[]) => ({ has: (value: string) => known.includes(value) });
const bare = (word: string): WordMatch => ({ word, alternatives: [{ terms: [term(word)], weight: 1 }] });

describe("withSynonyms", () => {
  it("adds a one-word key's values as weaker readings of the word, only those the index has", () => {
    const [match] = withSynonyms([bare("aanvragen")], vocabulary([term("aanvraag")]));
    expect(match.alternatives).toEqual([
      { terms: [term("aanvragen")], weight: 1 },
      { terms: [term("aanvraag")], weight: WEIGHT_SYNONYM },
    ]);
  });

  it("adds a phrase's values as optional words, and leaves its words as they are", () => {
    const matches = withSynonyms([bare("nieuw"), bare("tabblad")], vocabulary(["extern", "target"]));
    expect(matches.map(({ word, optional }) => [word, optional === true])).toEqual([
      ["nieuw", false],
      ["tabblad", false],
      ["extern", true],
      ["target", true],
    ]);
  });

  it("makes the verbs of a question optional", () => {
    const [verb, subject] = withSynonyms([bare("kies"), bare("kleur")], vocabulary([]));
    expect(verb.optional).toBe(true);
    expect(subject.optional).toBeUndefined();
  });

  it("makes placing and setting optional: the things placed or set are the subject", () => {
    for (const verb of ["plaatsen", "instellen"]) {
      const [subject, , action] = withSynonyms([bare("knop"), bare("alert"), bare(verb)], vocabulary([]));
      expect([subject.optional, action.optional]).toEqual([undefined, true]);
    }
  });
});

/** Each curated entry must do something on the real content: its values are words the pages use. */
describe("each synonym on the site's content", () => {
  const { engine } = engineFor(siteCorpus());
  for (const [key, values] of Object.entries(SYNONYMS)) {
    it(`${key} → ${values.join(", ")}`, () => {
      expect(values).not.toContain(key);
      for (const value of values) expect([value, engine.has(term(value))]).toEqual([value, true]);
      // A search for the key finds pages that hold one of the values.
      const found = engine.search(key, { limit: 20 }).hits.flatMap((hit) => hit.terms);
      expect(found.some((matched) => values.map(term).includes(matched))).toBe(true);
    });
  }
  it("lists asking verbs in lower case, as query words are folded", () => {
    for (const verb of ASKING_VERBS) expect(verb).toBe(verb.toLowerCase());
  });
});
