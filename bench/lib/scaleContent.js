/**
 * Scale mode: copies of the content with varied text, so build and search cost
 * can be measured at N times the content. Pure string work; scale.mjs does the files.
 */

/** A small deterministic generator (mulberry32), so every run makes the same pages. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashOf(text) {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0), 16777619) >>> 0;
  return hash;
}

/** The prose words of the corpus (letters only, at least 4 long), the raw material of generated sentences. */
function vocabularyOf(sources) {
  const words = new Set();
  for (const source of sources) {
    const prose = source.replace(/^---\n[\s\S]*?\n---\n/, " ").replace(/```[\s\S]*?```/g, " ");
    for (const word of prose.match(/(?<!\p{L})\p{Ll}{4,}(?!\p{L})/gu) ?? []) words.add(word);
  }
  return [...words].sort();
}

/** A Dutch-looking sentence: corpus words and new compounds of two of them, so the vocabulary grows as real content would. */
function sentence(random, vocabulary) {
  const pick = () => vocabulary[Math.floor(random() * vocabulary.length)];
  const length = 8 + Math.floor(random() * 8);
  const words = Array.from({ length }, () => (random() < 0.2 ? `${pick()}${pick()}` : pick()));
  const text = words.join(" ");
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

/** Title in front matter gets a suffix, so copies keep unique titles (the site-wide test demands it). */
function retitle(source, suffix) {
  return source.replace(
    /^(title:\s*)(["']?)(.*?)\2\s*$/m,
    (whole, key, quote, title) => `${key}${quote}${title} ${suffix}${quote}`,
  );
}

const PROSE_LINE = /^\p{L}.*[.:!?]$/u;

/**
 * One copy of one MDX file: retitled, and after each prose paragraph (outside
 * code fences and JSX) one generated sentence. Everything else stays, so the
 * copy compiles, links and renders like the original.
 */
function varyDocument(source, copy, vocabulary, file) {
  const random = seededRandom(hashOf(`${file}#${copy}`));
  const match = /^---\n[\s\S]*?\n---\n/.exec(source);
  const front = match ? retitle(match[0], `(kopie ${copy})`) : "";
  const body = match ? source.slice(match[0].length) : source;
  let inFence = false;
  const lines = body.split("\n").flatMap((line) => {
    if (/^\s*```/.test(line)) inFence = !inFence;
    if (inFence || !PROSE_LINE.test(line)) return [line];
    return [line, "", sentence(random, vocabulary)];
  });
  return front + lines.join("\n");
}

/** `2024-11-25-dso-toolkit-67.0.0.mdx` → `2024-11-25-dso-toolkit-67.0.0-kopie-3.mdx`. */
function copiedPostName(fileName, copy) {
  return fileName.replace(/\.(mdx?)$/, `-kopie-${copy}.$1`);
}

function categoryFile(copy) {
  return `label: Schaalkopie ${copy}\nposition: ${100 + copy}\n`;
}

module.exports = { seededRandom, vocabularyOf, varyDocument, retitle, copiedPostName, categoryFile };
