import { analyseMdx } from "../../plugins/content-model/mdxAnalysis";

/**
 * Scale mode: copies of the content with varied text, so build and search cost
 * can be measured at N times the content. Pure string work; scale.ts does the files.
 */

/** A small deterministic generator (mulberry32), so every run makes the same pages. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619) >>> 0;
  return hash;
}

/** The prose words of the corpus (letters only, at least 4 long), the raw material of generated sentences. */
export function vocabularyOf(sources: string[]): string[] {
  const words = new Set<string>();
  for (const [index, source] of sources.entries()) {
    const prose = analyseMdx(source, `scale source ${index}`).body.replace(/```[\s\S]*?```/g, " ");
    for (const word of prose.match(/(?<!\p{L})\p{Ll}{4,}(?!\p{L})/gu) ?? []) words.add(word);
  }
  return [...words].sort();
}

/** A Dutch-looking sentence: corpus words and new compounds of two of them, so the vocabulary grows as real content would. */
function sentence(random: () => number, vocabulary: string[]): string {
  const pick = () => vocabulary[Math.floor(random() * vocabulary.length)];
  const length = 8 + Math.floor(random() * 8);
  const words = Array.from({ length }, () => (random() < 0.2 ? `${pick()}${pick()}` : pick()));
  const text = words.join(" ");
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

/** Title in front matter gets a suffix, so copies keep unique titles (the site-wide test demands it). */
export function retitle(source: string, suffix: string): string {
  return source.replace(
    /^(title:\s*)(["']?)(.*?)\2\s*$/m,
    (_whole, key: string, quote: string, title: string) => `${key}${quote}${title} ${suffix}${quote}`,
  );
}

const PROSE_LINE = /^\p{L}.*[.:!?]$/u;

/**
 * One copy of one MDX file: retitled, and after each prose paragraph (outside
 * code fences and JSX) one generated sentence. Everything else stays, so the
 * copy compiles, links and renders like the original.
 */
export function varyDocument(source: string, copy: number, vocabulary: string[], file: string): string {
  const random = seededRandom(hashOf(`${file}#${copy}`));
  const { body } = analyseMdx(source, file);
  const front = retitle(source.slice(0, source.length - body.length), `(kopie ${copy})`);
  let inFence = false;
  const lines = body.split("\n").flatMap((line) => {
    if (/^\s*```/.test(line)) inFence = !inFence;
    if (inFence || !PROSE_LINE.test(line)) return [line];
    return [line, "", sentence(random, vocabulary)];
  });
  return front + lines.join("\n");
}

/** `2024-11-25-dso-toolkit-67.0.0.mdx` → `2024-11-25-dso-toolkit-67.0.0-kopie-3.mdx`. */
export function copiedPostName(fileName: string, copy: number): string {
  return fileName.replace(/\.(mdx?)$/, `-kopie-${copy}.$1`);
}

export function categoryFile(copy: number): string {
  return `label: Schaalkopie ${copy}\nposition: ${100 + copy}\n`;
}
