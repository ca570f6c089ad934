import { fold, term } from "./normalize";

/** A run of text, marked when it is a query word. Rendered as text nodes and <mark>, never as HTML. */
export interface Segment {
  text: string;
  mark: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Splits `text` into segments, marking each word whose index term is one of `matchTerms`. */
export function markWords(text: string, matchTerms: readonly string[]): Segment[] {
  const wanted = new Set(matchTerms);
  const segments: Segment[] = [];
  let last = 0;
  const push = (part: string, mark: boolean) => {
    if (!part) return;
    const previous = segments[segments.length - 1];
    if (previous && previous.mark === mark && !mark) previous.text += part;
    else segments.push({ text: part, mark });
  };
  for (const match of text.matchAll(WORD)) {
    const index = match.index ?? 0;
    push(text.slice(last, index), false);
    push(match[0], wanted.has(term(fold(match[0]))));
    last = index + match[0].length;
  }
  push(text.slice(last), false);
  return segments;
}

export const ELLIPSIS = "…";

/**
 * At most `max` characters of `text` (ellipses included) around its first marked
 * word, with "…" where text was cut. `cut` says the text itself was already a lead.
 */
export function excerpt(text: string, matchTerms: readonly string[], max: number, cut = false): Segment[] {
  const chars = Array.from(text);
  if (chars.length <= max && !cut) return markWords(text, matchTerms);
  const marked = markWords(text, matchTerms);
  let offset = 0;
  let first = 0;
  for (const segment of marked) {
    if (segment.mark) {
      first = offset;
      break;
    }
    offset += Array.from(segment.text).length;
  }
  const room = max - 2; // space for an ellipsis at either end
  let start = first <= room / 3 ? 0 : first - Math.floor(room / 3);
  if (start > 0) {
    // Start at a word boundary when one is near.
    const space = chars.slice(start, first).indexOf(" ");
    if (space !== -1) start += space + 1;
  }
  let end = Math.min(chars.length, start + (start > 0 ? room : max - 1));
  if (end < chars.length) {
    const space = chars.slice(start, end).lastIndexOf(" ");
    if (space > room / 2) end = start + space;
  }
  const inner = chars.slice(start, end).join("").trim();
  const tail = end < chars.length || cut;
  const segments = markWords(inner, matchTerms);
  if (start > 0) segments.unshift({ text: ELLIPSIS, mark: false });
  if (tail) segments.push({ text: ELLIPSIS, mark: false });
  return segments;
}

export const segmentsLength = (segments: Segment[]) =>
  segments.reduce((sum, segment) => sum + Array.from(segment.text).length, 0);
