import { fold, term } from "./normalize";

/**
 * What to mark on a page reached from a hit: each `_highlight` token and its stem,
 * so `knoppen` also marks `knop` (mark.js matches parts of words and folds accents).
 */
export function highlightWords(tokens: readonly string[]): string[] {
  const words = new Set<string>();
  for (const token of tokens) {
    const folded = fold(token).trim();
    if (!folded) continue;
    words.add(folded);
    if (/^[\p{L}\p{N}]+$/u.test(folded)) {
      const stem = term(folded);
      if (stem.length >= 3) words.add(stem);
    }
  }
  return [...words];
}
