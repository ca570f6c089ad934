import { term } from "./normalize";
import type { Vocabulary, WordMatch } from "./matching";

/**
 * The words readers type for what the pages call otherwise, in one place (each entry has its test in
 * __tests__/synonyms.test.ts). A key is one folded word or two; its values are words the pages use.
 * A one-word key gets its values as weaker readings of the word itself; a two-word key, a phrase
 * whose words mean something else apart (`nieuw tabblad` is no Tabs component), adds its values as
 * optional words that lift the pages holding them.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  aanvragen: ["aanvraag", "indienen", "voorstellen"],
  uitgeschakeld: ["disabled"],
  uitgeschakelde: ["disabled"],
  doorbladeren: ["bladeren", "paginering"],
  deprecated: ["deprecation"],
  verdween: ["verwijderd"],
  verdwenen: ["verwijderd"],
  lettergrootte: ["tekstgrootte"],
  breed: ["breedte"],
  marges: ["witruimte", "marge"],
  app: ["applicatie"],
  // English words a developer types for what the pages say in Dutch.
  collapsible: ["uitklapbaar", "inklapbare"],
  skip: ["skiplink"],
  coachmark: ["onboarding"],
  typeahead: ["autosuggest", "autocomplete"],
  glossary: ["woordenlijst", "begrip"],
  "nieuw tabblad": ["extern", "target"],
  "nieuw venster": ["extern", "target"],
};

/**
 * Words, mostly verbs, that say how a reader asks, not what about (`hoe kies ik een kleur`, `hoe schrijf je een datum`):
 * they add to a page's score where they occur, but a page need not hold them.
 */
export const ASKING_VERBS: ReadonlySet<string> = new Set(
  (
    "kies kiezen kiest schrijf schrijven schrijft gebruik gebruiken gebruikt toon tonen toont zet zetten doe doen " +
    "werkt werken vind vinden noteer noteren geef geven laat laten toevoegen koppelen installeer installeren " +
    // What the toolkit supports (`welke angular versies ondersteunt de toolkit`) is what a page names.
    "ondersteunt ondersteunen ondersteund " +
    // Comparing: `wat is het verschil tussen info en info button` is about the two things compared.
    "verschil verschillen verschilt " +
    // Placing and setting (`knop in een alert plaatsen`, `datum min max instellen`): the things placed or set are the subject.
    "plaats plaatsen plaatst instellen stel stelt"
  ).split(" "),
);

/** A synonym's reading weighs less than the word as typed, as a compound's parts do (matching.ts). */
export const WEIGHT_SYNONYM = 0.8;

/** The query's words with their synonyms (SYNONYMS) that the index has. */
export function withSynonyms(matches: WordMatch[], vocabulary: Pick<Vocabulary, "has">): WordMatch[] {
  const known = (values: readonly string[]) => values.map(term).filter((value) => vocabulary.has(value));
  const result = matches.map((match): WordMatch => {
    if (ASKING_VERBS.has(match.word)) return { ...match, optional: true };
    const values = known(SYNONYMS[match.word] ?? []);
    if (values.length === 0) return match;
    return {
      ...match,
      alternatives: [...match.alternatives, ...values.map((value) => ({ terms: [value], weight: WEIGHT_SYNONYM }))],
    };
  });
  for (let index = 0; index + 1 < matches.length; index += 1) {
    const phrase = `${matches[index].word} ${matches[index + 1].word}`;
    for (const value of known(SYNONYMS[phrase] ?? []))
      result.push({ word: value, alternatives: [{ terms: [value], weight: WEIGHT_SYNONYM }], optional: true });
  }
  return result;
}
