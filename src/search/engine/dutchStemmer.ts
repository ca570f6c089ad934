/**
 * The Snowball Dutch stemmer, written from the algorithm's published description
 * (snowballstem.org, "Dutch stemming algorithm"). We carry our own because the
 * `snowball-stemmers` package bundles every language, for the one language we need
 * (its size: docs/decisions/0002-how-search-works.md, "Dutch words"). Its Dutch output
 * is the oracle in our unit tests. Input must already be lower-cased and accent-folded.
 *
 * One deliberate change after the algorithm (`undoubleConsonant`): Snowball only
 * undoubles kk/dd/tt, so `knoppen` → `knopp` but `knop` → `knop`; a Dutch reader
 * expects the plural to find the singular, so any doubled final consonant is undoubled.
 */
const VOWELS = "aeiouyè";
const isVowel = (c: string | undefined) => c !== undefined && VOWELS.includes(c);

function prelude(word: string): string {
  const w = word.split("");
  if (w[0] === "y") w[0] = "Y";
  let k = 1;
  while (k < w.length) {
    if (isVowel(w[k - 1]) && w[k] === "i" && isVowel(w[k + 1])) {
      w[k] = "I";
      k += 3; // the vowel after the i is consumed by the match
    } else if (isVowel(w[k - 1]) && w[k] === "y") {
      w[k] = "Y";
      k += 2;
    } else k += 1;
  }
  return w.join("");
}

/** R1 and R2 as start offsets (the word's length when a region is empty). */
function regions(w: string): [number, number] {
  const next = (from: number): number => {
    let i = from;
    while (i < w.length && !isVowel(w[i])) i++;
    while (i < w.length && isVowel(w[i])) i++;
    return i < w.length ? i + 1 : w.length;
  };
  if (w.length < 3) return [w.length, w.length];
  const p1Raw = next(0);
  const p2 = p1Raw < w.length ? next(p1Raw) : w.length;
  return [Math.max(p1Raw, 3), p2];
}

const undouble = (w: string) => (/(kk|dd|tt)$/.test(w) ? w.slice(0, -1) : w);

export function stemDutchSnowball(word: string): string {
  let w = prelude(word);
  const [p1, p2] = regions(w);
  const inR1 = (suffixLength: number) => w.length - suffixLength >= p1;
  const inR2 = (suffixLength: number) => w.length - suffixLength >= p2;
  const before = (suffixLength: number, count = 1) =>
    w.slice(Math.max(0, w.length - suffixLength - count), w.length - suffixLength);

  const enEnding = (length: number): boolean => {
    if (!inR1(length)) return false;
    const prev = before(length);
    if (prev === "" || isVowel(prev) || before(length, 3) === "gem") return false;
    w = undouble(w.slice(0, -length));
    return true;
  };
  let eFound = false;
  const eEnding = () => {
    eFound = false;
    if (!w.endsWith("e") || !inR1(1)) return;
    const prev = before(1);
    if (prev === "" || isVowel(prev)) return;
    w = undouble(w.slice(0, -1));
    eFound = true;
  };

  // Step 1
  if (w.endsWith("heden")) {
    if (inR1(5)) w = `${w.slice(0, -5)}heid`;
  } else if (w.endsWith("ene")) enEnding(3);
  else if (w.endsWith("en")) enEnding(2);
  else if (w.endsWith("se") || w.endsWith("s")) {
    const length = w.endsWith("se") ? 2 : 1;
    const prev = before(length);
    if (inR1(length) && prev !== "" && !isVowel(prev) && prev !== "j") w = w.slice(0, -length);
  }
  // Step 2
  eEnding();
  // Step 3a
  if (w.endsWith("heid") && inR2(4) && before(4) !== "c") {
    w = w.slice(0, -4);
    if (w.endsWith("en")) enEnding(2);
  }
  // Step 3b: the longest of these suffixes decides
  if (w.endsWith("end") || w.endsWith("ing")) {
    if (inR2(3)) {
      w = w.slice(0, -3);
      if (w.endsWith("ig") && inR2(2) && before(2) !== "e") w = w.slice(0, -2);
      else w = undouble(w);
    }
  } else if (w.endsWith("lijk")) {
    if (inR2(4)) {
      w = w.slice(0, -4);
      eEnding();
    }
  } else if (w.endsWith("baar")) {
    if (inR2(4)) w = w.slice(0, -4);
  } else if (w.endsWith("bar")) {
    if (inR2(3) && eFound) w = w.slice(0, -3);
  } else if (w.endsWith("ig")) {
    if (inR2(2) && before(2) !== "e") w = w.slice(0, -2);
  }
  // Step 4: undouble a vowel in a final consonant-vowel-vowel-consonant
  const n = w.length;
  if (n >= 4) {
    const last = w[n - 1];
    const pair = w.slice(n - 3, n - 1);
    if (!isVowel(last) && last !== "I" && /^(aa|ee|oo|uu)$/.test(pair) && !isVowel(w[n - 4]))
      w = w.slice(0, n - 2) + last;
  }
  return w.replace(/I/g, "i").replace(/Y/g, "y");
}

/** Our stem: Snowball Dutch, then any doubled final consonant undoubled (`knopp` → `knop`). */
export function stemDutch(word: string): string {
  const stem = stemDutchSnowball(word);
  return /([^aeiouy])\1$/.test(stem) ? stem.slice(0, -1) : stem;
}
