import { CAMEL_STEP, fold, JOINER, term, words as wordsOf } from "./normalize";

/**
 * What one query word may match in the index: its own term, or what stands for it when the
 * index lacks that term. Each alternative is a set of terms that must all occur on a page;
 * `weight` ranks weaker readings (a typo, a prefix) below the word as typed.
 */
export interface Alternative {
  terms: string[];
  weight: number;
}
export interface WordMatch {
  word: string;
  alternatives: Alternative[];
  /** The last word, when its prefix expansions stood in for it. */
  prefix?: string;
  /** A part of an identifier the query also has whole (`status` of `labelStatus`): it adds to a page's score, and a page may lack it. */
  optional?: boolean;
}

/** The index's vocabulary: its terms, sorted, and how many entries hold each. */
export interface Vocabulary {
  has(term: string): boolean;
  /** Terms starting with `prefix`, the most frequent first, at most `max`. */
  expand(prefix: string, max: number): string[];
  /** Terms within one edit of `word` (insert, delete, replace or swap one letter). */
  near(word: string): string[];
  /**
   * Compounds of the index that splitCompound splits into `part` and a head, at most `max`. Only
   * compounds a word begins: finding words by their ending would take a second sorted vocabulary.
   */
  compoundsOf(part: string, max: number): string[];
}

export const WEIGHT_COMPOUND = 0.9;
export const WEIGHT_PREFIX = 0.8;
/** A word matching a compound it begins: `schrijf` in `schrijfwijze`, `kaart` in `kaartknoppen`. */
export const WEIGHT_PART = 0.7;
export const WEIGHT_TYPO = 0.5;
/** A shorter word matching nothing is more likely a prefix or an abbreviation than a typo. */
export const MIN_TYPO_LENGTH = 5;
export const MAX_PREFIX_TERMS = 20;
/** The most frequent compounds a word is looked for in: each adds posting lists to every keystroke's ranking. */
export const MAX_COMPOUNDS = 5;
export const MIN_PREFIX_LENGTH = 2;
/** Compound parts shorter than this are too often accidental (`de`, `en`); the head is the longer part. */
const MIN_LEFT = 3;
export const MIN_HEAD = 4;

/**
 * A Dutch compound split into two words the index knows, with an optional linking `s` or `e`
 * between them (`ritmesysteem` → ritme + systeem, `veiligheidsregels` → veiligheid + regels).
 * The split with the longest first part wins, as Dutch compounds put the head last.
 */
export function splitCompound(word: string, vocabulary: Pick<Vocabulary, "has">): string[] | undefined {
  for (let cut = word.length - MIN_HEAD; cut >= MIN_LEFT; cut -= 1) {
    const head = word.slice(cut);
    if (!vocabulary.has(term(head))) continue;
    for (const left of [word.slice(0, cut), ...(/[se]$/.test(word.slice(0, cut)) ? [word.slice(0, cut - 1)] : [])]) {
      if (left.length >= MIN_LEFT && vocabulary.has(term(left))) return [term(left), term(head)];
    }
  }
  return undefined;
}

/** `word` as a known first part and a head one edit from a known word, the longest first part first. */
export function splitWithTypo(word: string, vocabulary: Pick<Vocabulary, "has" | "near">): string[] | undefined {
  for (let cut = word.length - MIN_HEAD; cut >= MIN_LEFT; cut -= 1) {
    const left = term(word.slice(0, cut));
    if (!vocabulary.has(left)) continue;
    const head = vocabulary.near(word.slice(cut))[0];
    if (head !== undefined) return [left, head];
  }
  return undefined;
}

/**
 * `word` spelt as the other language would: what English writes `ph` and a final `y` as Dutch does
 * (`typography` → `typografie`), and what Dutch writes `ks` and a `k` (not in `ck`) as English does (`checkbokses`
 * → `checkboxes`, `komponent` → `component`). Only those that differ from `word`.
 */
export function otherSpellings(word: string): string[] {
  const spellings = [word.replace(/ph/g, "f").replace(/y$/, "ie"), word.replace(/ks/g, "x").replace(/(?<!c)k/g, "c")];
  return [...new Set(spellings)].filter((spelling) => spelling !== word);
}

/** The words one edit away from `word` over the letters a–z and digits: the candidates to look up. */
export function oneEditAway(word: string): string[] {
  const letters = "abcdefghijklmnopqrstuvwxyz0123456789";
  const found = new Set<string>();
  for (let i = 0; i <= word.length; i += 1) {
    const before = word.slice(0, i);
    const after = word.slice(i);
    if (after) found.add(before + after.slice(1));
    if (after.length > 1) found.add(before + after[1] + after[0] + after.slice(2));
    for (const letter of letters) {
      found.add(before + letter + after);
      if (after) found.add(before + letter + after.slice(1));
    }
  }
  found.delete(word);
  return [...found];
}

/**
 * How each query word matches: its term, and (once another word follows it) the compounds of the index it begins; a
 * compound also by its parts; where the index lacks the word, (for the last word) its prefix
 * expansions, then terms one edit away. Two neighbouring words also match the compound they form
 * (`ritme systeem` finds `ritmesysteem`).
 */
export function matchWords(words: string[], vocabulary: Vocabulary): WordMatch[] {
  const matches: WordMatch[] = words.map((word, index) => {
    const own = term(word);
    const alternatives: Alternative[] = [];
    let prefix: string | undefined;
    const identifier = /[._-]/.test(word);
    // A compound also matches its parts, where the text writes them apart or the page has both.
    const parts = !identifier && word.length >= MIN_LEFT + MIN_HEAD ? splitCompound(word, vocabulary) : undefined;
    if (parts) alternatives.push({ terms: parts, weight: WEIGHT_COMPOUND });
    // Only a finished word (another follows it): the last one may still grow while the reader types.
    const finished = index < words.length - 1;
    if (finished && !identifier && own.length >= MIN_LEFT)
      for (const compound of vocabulary.compoundsOf(own, MAX_COMPOUNDS))
        alternatives.push({ terms: [compound], weight: WEIGHT_PART });
    const verb = identifier ? undefined : withoutVerbEnding(own);
    if (verb !== undefined && vocabulary.has(verb)) alternatives.push({ terms: [verb], weight: WEIGHT_COMPOUND });
    // An adjective in -baar says what can be done (`sluitbaar`, `klikbaar`): the index may have the verb.
    const able = identifier ? undefined : /^(.{3,})ba(ar|re)$/.exec(word)?.[1];
    if (able !== undefined)
      for (const verb of new Set([term(able), term(`${able}en`)]))
        if (vocabulary.has(verb)) alternatives.push({ terms: [verb], weight: WEIGHT_COMPOUND });
    // A plural in -s after a vowel, which the stemmer keeps (`niveaus`, `menus`): the index may have the singular.
    const singular = /[aeiou]s$/.test(own) && own.length >= MIN_TYPO_LENGTH ? own.slice(0, -1) : undefined;
    if (singular !== undefined && !vocabulary.has(own) && vocabulary.has(singular))
      alternatives.push({ terms: [singular], weight: 1 });
    if (vocabulary.has(own)) alternatives.push({ terms: [own], weight: 1 });
    else {
      if (index === words.length - 1 && word.length >= MIN_PREFIX_LENGTH) {
        const expansions = [
          ...new Set([
            ...vocabulary.expand(word, MAX_PREFIX_TERMS),
            ...(own !== word ? vocabulary.expand(own, MAX_PREFIX_TERMS) : []),
          ]),
        ];
        for (const expansion of expansions) alternatives.push({ terms: [expansion], weight: WEIGHT_PREFIX });
        if (expansions.length > 0) prefix = word;
      }
      if (alternatives.length === 0 && word.length >= MIN_TYPO_LENGTH && !identifier && !/\d/.test(word)) {
        for (const near of vocabulary.near(word)) alternatives.push({ terms: [near], weight: WEIGHT_TYPO });
        // A word spelt as the other language spells it (`typography`: typografie, `checkbokses`: checkboxes).
        for (const spelling of alternatives.length === 0 ? otherSpellings(word) : [])
          for (const found of vocabulary.has(term(spelling)) ? [term(spelling)] : vocabulary.near(spelling))
            alternatives.push({ terms: [found], weight: WEIGHT_TYPO });
        // Two words written as one, with a typo in the second (`datepiker`: date + picker).
        if (alternatives.length === 0) {
          const split = splitWithTypo(word, vocabulary);
          if (split) alternatives.push({ terms: split, weight: WEIGHT_TYPO });
        }
      }
    }
    return { word, alternatives, ...(prefix ? { prefix } : {}) };
  });
  for (let index = 0; index + 1 < words.length; index += 1) {
    const joined = term(words[index] + words[index + 1]);
    if (!vocabulary.has(joined)) continue;
    matches[index].alternatives.push({ terms: [joined], weight: WEIGHT_COMPOUND });
    matches[index + 1].alternatives.push({ terms: [joined], weight: WEIGHT_COMPOUND });
  }
  return matches;
}

/** The stemmer keeps the -d or -t of a verb form (`verwijderd`, `gebruikt`, `klapt`); the index may have the verb without it. */
function withoutVerbEnding(stem: string): string | undefined {
  return /[^dt][dt]$/.test(stem) && stem.length >= MIN_TYPO_LENGTH ? stem.slice(0, -1) : undefined;
}

/** The particles a Dutch separable verb leaves at the end of a clause (`breng … uit`, `klapt … open`). */
const PARTICLES = new Set(
  "aan af bij dicht door in los mee na neer om op open over samen terug toe uit vast voor weg".split(" "),
);

/**
 * A Dutch separable verb, split as a clause splits it (`hoe breng ik een release uit`, `waarom klapt de
 * sectie niet open`, `zet aan`): a query word followed by a particle also reads as the verb they form
 * (`uitbreng`, `openklap`), where the index has it. The particle alone is a stop word or says little.
 */
export function joinParticles(matches: WordMatch[], query: string, vocabulary: Pick<Vocabulary, "has">): WordMatch[] {
  const tokens = wordsOf(query);
  const particles = tokens.flatMap((token, index) => (PARTICLES.has(token) ? [index] : []));
  if (particles.length === 0) return matches;
  return matches.map((match) => {
    const at = tokens.indexOf(match.word);
    if (at < 0) return match;
    const joined = particles
      .filter((index) => index > at)
      .map((index) => term(tokens[index] + match.word))
      .flatMap((verb) => [verb, withoutVerbEnding(verb)])
      .filter((verb): verb is string => verb !== undefined && vocabulary.has(verb));
    if (joined.length === 0) return match;
    return { ...match, alternatives: [...match.alternatives, ...joined.map((verb) => ({ terms: [verb], weight: 1 }))] };
  });
}

/** Words that ask about a release; with a version number, they name it (`wat is er veranderd in versie 95`). */
const RELEASE_WORDS = new Set(
  (
    "release releases versie versies changelog wijziging wijzigingen veranderd veranderde veranderingen " +
    "gewijzigd breaking changes upgrade upgraden update updates updaten migratie"
  ).split(" "),
);
/** Words that ask when something came or went: release posts answer them, not the component's page. */
const HISTORY_WORDS = new Set(
  (
    "verwijderd verwijderde verdween verdwenen vervallen deprecated sinds geintroduceerd toegevoegd gestopt " +
    "overstap overgestapt vervangen hernoemd hernoemde renamed removed weg legacy"
  ).split(" "),
);
/** Words that, beside a number, make it a release (`dso toolkit 72`, `nieuw in versie 87`) without asking about releases. */
const NUMBER_WORDS = new Set([...RELEASE_WORDS, "toolkit", "nieuw"]);
const VERSION = /^v?(\d{1,3}(?:\.\d+){0,2})$/;

/**
 * The release a query names: a version with dots anywhere (`nieuw in 100.1.0`, `99.4`), or a
 * number with a word that asks about a release (`release 75`, `changelog 96`, `dso toolkit 72`),
 * or a number alone. Other numbers (`320 px`) name no release.
 */
export function releaseIn(query: string): string | undefined {
  const tokens = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const versions = tokens.flatMap((token) => VERSION.exec(token)?.[1] ?? []);
  const dotted = versions.find((version) => version.includes("."));
  if (dotted) return dotted;
  if (versions.length === 0) return undefined;
  return tokens.length === 1 || tokens.some((token) => NUMBER_WORDS.has(token)) ? versions[0] : undefined;
}

/** What a version may be of besides the toolkit's: `welke versie van de toolkit` asks about releases. */
const OWN = new Set(["de", "dso", "toolkit", "dso-toolkit"]);

/**
 * Whether a query asks about the releases themselves (what changed, when something went, what no
 * longer works), so posts rank up (rank.ts). A version of something else (`welke versie van
 * angular`) asks what the toolkit needs, which the docs answer.
 */
export function asksAboutReleases(query: string): boolean {
  const tokens = query.trim().toLowerCase().split(/\s+/);
  const other = versionOfOther(tokens);
  return (
    tokens.some((token, index) => HISTORY_WORDS.has(token) || (RELEASE_WORDS.has(token) && index !== other)) ||
    saysNoLonger(wordsOf(query))
  );
}

/** `werkt niet meer`, `geen komma's meer`: what no longer is, a release changed. */
function saysNoLonger(words: string[]): boolean {
  return words.includes("meer") && (words.includes("niet") || words.includes("geen"));
}

/**
 * Whether a query asks in which release something happened (`in welke versie werd accordion
 * stateless`, `sinds wanneer`): one post answers it, so posts rank up further (rank.ts).
 */
export function asksWhichRelease(query: string): boolean {
  const tokens = query.trim().toLowerCase().split(/\s+/);
  const other = versionOfOther(tokens);
  return tokens.some(
    (token, index) =>
      (token === "welke" && /^(versies?|releases?)$/.test(tokens[index + 1] ?? "") && index + 1 !== other) ||
      (token === "sinds" && /^(welke|wanneer)$/.test(tokens[index + 1] ?? "")),
  );
}

/** Words that make a query a question (`hoe breed is de pagina`, `banner of alert, wat kies ik`). */
const QUESTION_WORDS = new Set(
  "hoe waarom wanneer welke welk wat waar hoeveel mag mogen kan kun moet moeten".split(" "),
);

/**
 * Whether a query is a question, by a question word anywhere or a closing question mark: it asks
 * for what a guideline or how-to page explains, so those rank up unless it asks about releases (rank.ts).
 */
export function asksAQuestion(query: string): boolean {
  return query.trim().endsWith("?") || wordsOf(query).some((word) => QUESTION_WORDS.has(word));
}

/** Where `versie van <something other than the toolkit>` stands among `tokens`, or -1. */
function versionOfOther(tokens: string[]): number {
  return tokens.findIndex(
    (token, index) => /^versies?$/.test(token) && tokens[index + 1] === "van" && !OWN.has(tokens[index + 2] ?? "de"),
  );
}

/**
 * In `welke versie van angular`, `versie` says how the reader asks: the page about Angular answers,
 * whether it says "versie" or not. That word becomes optional, as an asking verb is (synonyms.ts).
 */
export function markVersionOfOther(matches: WordMatch[], query: string): WordMatch[] {
  if (versionOfOther(fold(query).split(/\s+/)) === -1) return matches;
  return matches.map((match) => (/^versies?$/.test(match.word) ? { ...match, optional: true } : match));
}

/** Whether a release post's version (`72.1.0`) is the one a query names (`72`, `72.1` or `72.1.0`). */
export function isNamedRelease(version: string, named: string): boolean {
  const given = named.split(".");
  const parts = version.split(".");
  // `72` and `72.1` mean the release that starts that line (72.0.0, 72.1.0), not every patch.
  const full = [...given, ...["0", "0"]].slice(0, 3);
  return full.every((part, index) => part === parts[index]);
}

/**
 * Marks the parts of an identifier the query has whole and the index knows (`dso-legend-group`,
 * `labelStatus`) as optional: the whole name says what the reader wants, and a page that merely
 * has `label` in its title must not win by the parts.
 */
export function markParts(matches: WordMatch[], query: string, vocabulary: Pick<Vocabulary, "has">): WordMatch[] {
  const parts = new Set<string>();
  const wholes = new Set<string>();
  for (const chunk of query.split(/\s+/)) {
    const joined = JOINER.test(chunk);
    const camel = CAMEL_STEP.test(chunk);
    if (!joined && !camel) continue;
    const whole = fold(chunk).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
    if (!vocabulary.has(term(whole))) continue;
    wholes.add(whole);
    for (const part of wordsOf(joined ? chunk : chunk.replace(/(\p{Lu})/gu, " $1")))
      if (part !== whole) parts.add(part);
  }
  if (wholes.size === 0) return matches;
  return matches.map((match) => {
    if (parts.has(match.word)) return { ...match, optional: true };
    // The whole name matches as itself, not as a compound of its parts.
    if (wholes.has(match.word))
      return {
        ...match,
        alternatives: match.alternatives.filter(({ terms }) => terms.length === 1 && terms[0] === term(match.word)),
      };
    return match;
  });
}
