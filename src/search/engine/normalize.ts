import { stemDutch } from "./dutchStemmer";

/**
 * English stop words: the list lunr ships, kept from the old site's search
 * (docs/decisions/0002-how-search-works.md).
 */
export const STOP_WORDS = new Set(
  (
    "a able about across after all almost also am among an and any are as at be because been but by can cannot could dear did do does " +
    "either else ever every for from get got had has have he her hers him his how however i if in into is it its just least let like likely " +
    "may me might most must my neither no nor not of off often on only or other our own rather said say says she should since so some than " +
    "that the their them then there these they this tis to too twas us wants was we were what when where which while who whom why will with " +
    "would yet you your"
  ).split(" "),
);

/** Lower-cases and removes diacritics: `Één` → `een`, `café` → `cafe`. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/**
 * Dutch function words: they occur in nearly every section, so their BM25 weight
 * is close to zero, yet they made up a large share of the index's postings
 * (docs/decisions/0002-how-search-works.md, "What is indexed").
 * They are dropped from index and query alike.
 */
export const DUTCH_STOP_WORDS = new Set(
  (
    "aan al alleen als ander andere ben bent bij bijvoorbeeld dan dat daarna daarom de deze die dit door dus een elk elke en er " +
    "geen had hebben hebt heeft het hier hij hoe hoeveel hun iets ik in is je jij jouw jullie kan kon krijg krijgt kunnen kunt maak maar maken mag meer met mijn moet " +
    "moeten mogen na naar niet nog of om onder ons onze ook op over te tot tussen u uit uw van via voor waar waarbij waarin " +
    "wanneer wat we wel welke wie wij wil wilt wordt worden ze zal zelf zich zij zijn zo zoals zodat zou zouden zullen " +
    // Words about as common on this site, that no one searches for
    // (docs/decisions/0030-search-after-the-move-to-100-1-0.md).
    "dezelfde eigen gaat geeft gewoon gewone hetzelfde laat naast nu staat staan twee zie zonder"
  ).split(" "),
);

/** One character is no word to search for: the `s` of `pagina's`, the `0` of `70.0.0` (which stays whole). */
const isStopWord = (word: string) => word.length < 2 || STOP_WORDS.has(word) || DUTCH_STOP_WORDS.has(word);

const WORD = /[\p{L}\p{N}]+/gu;
/** `dso-banner`, `70.0.0`, `grid-col-xs-12`, `--dso-color`: words joined by `-`, `.` or `_`. */
const JOINED = /[\p{L}\p{N}]+(?:[-._][\p{L}\p{N}]+)+/gu;
/** `dsoChange`, `returnFocus`: a lower-case word with capitalised parts. */
const CAMEL = /\p{Ll}[\p{Ll}\p{N}]*(?:\p{Lu}[\p{Ll}\p{N}]+)+/gu;
/** What each of the two needs somewhere in the text. */
export const JOINER = /[\p{L}\p{N}][-._][\p{L}\p{N}]/u;
export const CAMEL_STEP = /[\p{Ll}\p{N}]\p{Lu}[\p{Ll}\p{N}]/u;

/** The folded words of a text, in order; punctuation and hyphens separate words. */
export function words(text: string): string[] {
  return fold(text).match(WORD) ?? [];
}

/**
 * Identifiers in a text, to match as whole tokens besides their words: joined words whole
 * (`dso-banner`, `70.0.0`), and the parts of camel-case names (`dsoChange` → `dso`, `change`).
 */
export function identifiers(text: string): string[] {
  // Both patterns retry at every letter of every word, so a text is first asked whether it can hold
  // either at all; most texts cannot, and the browser counts the terms of many texts.
  const joined = JOINER.test(text) ? (fold(text).match(JOINED) ?? []) : [];
  const camelParts = CAMEL_STEP.test(text)
    ? (text.match(CAMEL) ?? []).flatMap((name) => words(name.replace(/(\p{Lu})/gu, " $1")))
    : [];
  return [...joined, ...camelParts];
}

const stemCache = new Map<string, string>();

/** The index term of one folded word; numbers and very short words stay as they are. */
export function term(word: string): string {
  let stem = stemCache.get(word);
  if (stem === undefined) {
    // The Dutch stemmer keeps English plurals in -xes, and component names are English (`checkboxes`).
    stem = word.length < 3 || /[\d._-]/.test(word) ? word : stemDutch(word.replace(/(?<=.{3})xes$/, "x"));
    stemCache.set(word, stem);
  }
  return stem;
}

/** A text's words and identifiers, stop words removed: what its index terms are made of, unstemmed. */
export const indexWords = (text: string) => [...words(text), ...identifiers(text)].filter((word) => !isStopWord(word));

/**
 * Whether `word` begins with the first two letters of `indexTerm`, as it must to have it as its term:
 * the stemmer only cuts endings, after at least three letters, and undoubles a vowel that follows a
 * consonant, never the first letter. __tests__/normalize.test.ts holds every word of the content to it.
 */
export function sharesItsStart(word: string, indexTerm: string): boolean {
  return word.charCodeAt(0) === indexTerm.charCodeAt(0) && word.charCodeAt(1) === indexTerm.charCodeAt(1);
}

/** How many index terms a text has, without stemming it (stemming never changes the count). */
export function termCount(text: string): number {
  return indexWords(text).length;
}

/** Index terms of a text: folded, split, stop words removed, stemmed; identifiers also whole. */
export function terms(text: string): string[] {
  return indexWords(text).map(term);
}

export interface QueryTerms {
  /** Stemmed terms, stop words removed, duplicates dropped. */
  terms: string[];
  /** The folded words the visitor typed (stop words removed), for marking and `_highlight`. */
  tokens: string[];
  /** The folded last word, for the trailing-prefix pass (a stop word too: `te` may become `tekst`). */
  lastWord?: string;
}

/** Parses a query. A query longer than any useful one is cut, so a pasted novel cannot stall the page. */
export function parseQuery(query: string, maxLength = 200): QueryTerms {
  const text = query.slice(0, maxLength);
  const all = words(text);
  const tokens = [...all, ...identifiers(text)].filter((word) => !isStopWord(word));
  const unique = [...new Set(tokens)];
  return { terms: [...new Set(unique.map(term))], tokens: unique, lastWord: all[all.length - 1] };
}
