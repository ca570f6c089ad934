/**
 * FlexSearch 0.6 options shared by the build (gatsby-plugin-local-search) and the
 * browser. The indexed text is our own terms (folded, stop words removed,
 * stemmed), so FlexSearch neither encodes nor tokenizes beyond splitting.
 */

/**
 * Splits index text into terms, at build time and for queries alike. Each term
 * once: with resolution 1 FlexSearch's own duplicate check never fires (every
 * score is 0), and a repeated term would be posted twice.
 */
export function splitTerms(text: string): string[] {
  return [...new Set(text.match(/[\p{L}\p{N}]+(?:[-._][\p{L}\p{N}]+)*/gu) ?? [])];
}

export const FLEXSEARCH_OPTIONS = { encode: false, tokenize: splitTerms, resolution: 1 } as const;

/**
 * The exported index is `[map, ctx, ids]` with one resolution level: `map` holds
 * each term's posting list. Its keys are the vocabulary for prefix queries.
 */
export function postingsOf(payload: unknown): Record<string, number[]> {
  const levels = Array.isArray(payload) ? payload[0] : undefined;
  const map = Array.isArray(levels) ? (levels[0] as Record<string, number[]>) : undefined;
  if (!map || typeof map !== "object") throw new Error("The search index is not a FlexSearch 0.6 export");
  return map;
}
