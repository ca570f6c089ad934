import { spawnSync } from "node:child_process";

/**
 * The logic of scripts/overlap.ts (`npm run test:overlap`), which keeps the site's words its own: how
 * many 8-word sequences of our content also occur in the old website's docs and blog, and which prose
 * sentences of ours share them with one old sentence. Only our text is ever printed; the old text is
 * read as tokens and sequences to compare, nothing else. Its tests: scripts/__tests__/overlapCore.test.ts.
 */

/** Words per sequence. */
export const N = 8;
/** The command fails when this share of our sequences, or more, occurs in the old text. */
export const OVERALL_LIMIT = 0.005;
/** ...or when a prose sentence of ours shares more than this share of its sequences with one old sentence. */
export const SENTENCE_LIMIT = 0.6;

/** The words of a text: lower-cased, split at everything that is not a letter or digit. */
export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The sequences of `n` consecutive words, each as one string. */
export function shingles(words: string[], n = N): string[] {
  return Array.from({ length: Math.max(0, words.length - n + 1) }, (_, i) => words.slice(i, i + n).join(" "));
}

/** `text` with every match of `pattern` replaced by spaces (newlines kept), so offsets and lines stay. */
function blank(text: string, pattern: RegExp): string {
  return text.replace(pattern, (match: string) => match.replace(/[^\n]/g, " "));
}

/** What maskProse puts where a block ends: the Unicode paragraph separator, which no page has. */
export const BOUNDARY = "\u2029";

const BLOCK_START = /^\s*(?:#{1,6}\s|[-*+]\s|\d+[.)]\s|>|\||:::)/;

/** What maskProse blanks after the front matter, in this order (a fence first, so nothing inside it counts). */
const NOT_PROSE = [
  /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm,
  /\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g,
  /^(?:import|export)\s[^\n]*$/gm,
  /!\[[^\]]*\]\([^)]*\)/g,
  /<\/?[A-Za-z][^<>]*>/g,
  /\{[^{}]*\}/g,
  /`[^`\n]*`/g,
  /\]\([^)]*\)/g,
  /https?:\/\/\S+/g,
  /^\s*:::[^\n]*$/gm,
];

/**
 * The prose of a Markdown or MDX text, of the same length and lines: front matter (but for the text of
 * its description), fenced code, comments, imports and exports, tags, expressions, code spans, link
 * targets, images and addresses are blanked out. Every character that ends a block for the sentence
 * split (a line break before a new block or after a blank line, a table's bar) becomes BOUNDARY.
 */
export function maskProse(text: string): string {
  const withoutFrontMatter = text.replace(/^---\n[\s\S]*?\n---(?=\n|$)/, (frontMatter: string) =>
    frontMatter
      .split("\n")
      .map((line) => (/^description:\s/.test(line) ? blank(line, /^description:\s*["']?/) : line.replace(/./g, " ")))
      .join("\n"),
  );
  const masked = NOT_PROSE.reduce(blank, withoutFrontMatter);
  // Block boundaries: a line break is one unless the next line goes on with the same paragraph.
  const lines = masked.split("\n");
  const sourceLines = text.split("\n");
  let result = "";
  lines.forEach((line, index) => {
    if (index > 0) {
      const previousBlank = lines[index - 1].trim() === "";
      const continues = !previousBlank && line.trim() !== "" && !BLOCK_START.test(sourceLines[index]);
      result += continues ? " " : BOUNDARY;
    }
    result += BLOCK_START.test(sourceLines[index])
      ? line
          .replace(/^(\s*)(#{1,6}|[-*+]|\d+[.)]|>+)(?=\s)/, (marker) => marker.replace(/./g, " "))
          .replace(/\|/g, BOUNDARY)
      : line;
  });
  return result;
}

/**
 * The prose sentences of a Markdown or MDX text that have at least `N` words, each with its words and
 * the line (1-based) it starts on.
 */
export interface Sentence {
  text: string;
  line: number;
  words: string[];
}

export function proseSentences(text: string): Sentence[] {
  const masked = maskProse(text);
  const sentences: Sentence[] = [];
  const boundary = /[.!?]+(?=[\s"'”’)]|$)|\u2029/g;
  let start = 0;
  const push = (end: number) => {
    const part = masked.slice(start, end);
    const words = tokens(part);
    if (words.length >= N) {
      const first = start + part.search(/[\p{L}\p{N}]/u);
      const line = text.slice(0, first).split("\n").length;
      const original = text.slice(first, end).replace(/\s+/g, " ").trim();
      sentences.push({ text: original, line, words });
    }
    start = end;
  };
  for (const match of masked.matchAll(boundary)) push(match.index! + match[0].length);
  push(masked.length);
  return sentences;
}

/** A text file by its path. */
export interface TextFile {
  path: string;
  text: string;
}

/** What the old text is compared by: all its sequences, and per sequence the old prose sentences with it. */
export interface OldIndex {
  all: Set<string>;
  sentencesOf: Map<string, number[]>;
  fileCount: number;
  sentenceCount: number;
}

export function indexOld(files: TextFile[]): OldIndex {
  const all = new Set<string>();
  const sentencesOf = new Map<string, number[]>();
  let sentenceCount = 0;
  for (const { text } of files) {
    for (const shingle of shingles(tokens(text))) all.add(shingle);
    for (const sentence of proseSentences(text)) {
      const id = sentenceCount++;
      for (const shingle of new Set(shingles(sentence.words)))
        sentencesOf.set(shingle, [...(sentencesOf.get(shingle) ?? []), id]);
    }
  }
  return { all, sentencesOf, fileCount: files.length, sentenceCount };
}

/** How many of a sentence's distinct sequences it shares with the one old sentence it shares most with. */
export function sentenceOverlap(words: string[], old: OldIndex): { total: number; shared: number; share: number } {
  const own = [...new Set(shingles(words))];
  const perOld = new Map<number, number>();
  for (const shingle of own)
    for (const id of old.sentencesOf.get(shingle) ?? []) perOld.set(id, (perOld.get(id) ?? 0) + 1);
  const shared = Math.max(0, ...perOld.values());
  return { total: own.length, shared, share: own.length === 0 ? 0 : shared / own.length };
}

/**
 * Compares our files with the old index. Each of ours is { path, segments: [{ text, line }] }: a page is
 * one segment from line 1, the API descriptions are a segment each on the line of their JSON field.
 */
export interface OurFile {
  path: string;
  segments: { text: string; line: number }[];
}

export interface OverlapReport {
  total: number;
  shared: number;
  share: number;
  files: { path: string; total: number; shared: number; share: number }[];
  sentences: { path: string; line: number; text: string; total: number; shared: number; share: number }[];
  ok: boolean;
  reasons: string[];
}

export function overlapReport(ours: OurFile[], old: OldIndex): OverlapReport {
  const files: OverlapReport["files"] = [];
  const sentences: OverlapReport["sentences"] = [];
  let total = 0;
  let shared = 0;
  for (const { path, segments } of ours) {
    let fileTotal = 0;
    let fileShared = 0;
    for (const segment of segments) {
      const sequences = shingles(tokens(segment.text));
      fileTotal += sequences.length;
      fileShared += sequences.filter((shingle) => old.all.has(shingle)).length;
      for (const sentence of proseSentences(segment.text)) {
        const overlap = sentenceOverlap(sentence.words, old);
        if (overlap.shared > 0)
          sentences.push({ path, line: segment.line + sentence.line - 1, text: sentence.text, ...overlap });
      }
    }
    files.push({ path, total: fileTotal, shared: fileShared, share: fileTotal === 0 ? 0 : fileShared / fileTotal });
    total += fileTotal;
    shared += fileShared;
  }
  files.sort((a, b) => b.share - a.share || b.shared - a.shared || a.path.localeCompare(b.path));
  sentences.sort((a, b) => b.share - a.share || a.path.localeCompare(b.path) || a.line - b.line);
  const share = total === 0 ? 0 : shared / total;
  const reasons: string[] = [];
  if (share >= OVERALL_LIMIT)
    reasons.push(`the overall share ${percent(share)} is at or above ${percent(OVERALL_LIMIT)}`);
  const tooClose = sentences.filter((sentence) => sentence.share > SENTENCE_LIMIT);
  if (tooClose.length > 0)
    reasons.push(
      `${tooClose.length} prose sentence(s) share more than ${percent(SENTENCE_LIMIT, 0)} of their 8-word sequences with one old sentence`,
    );
  return { total, shared, share, files, sentences, ok: reasons.length === 0, reasons };
}

function percent(share: number, digits = 2): string {
  return `${(share * 100).toFixed(digits)} %`;
}

/** The report as text: only our paths, lines and sentences. */
export function formatReport(report: OverlapReport, old: OldIndex, source: string): string {
  const lines = [
    `Overlap of our content with ${source}: ${old.fileCount} files, ${old.sentenceCount} prose sentences of ${N}+ words.`,
    `Overall: ${percent(report.share)} of our ${N}-word sequences (${report.shared} of ${report.total}) also occur there; the limit is below ${percent(OVERALL_LIMIT)}.`,
    "",
    "Per file, the 20 highest shares:",
    ...report.files
      .slice(0, 20)
      .map(
        (file) => `  ${percent(file.share).padStart(8)}  ${`${file.shared}/${file.total}`.padStart(11)}  ${file.path}`,
      ),
    "",
    `Prose sentences of ours that share ${N}-word sequences with one old sentence: ${report.sentences.length} (a share above ${percent(SENTENCE_LIMIT, 0)} fails).`,
    ...report.sentences.map(
      (sentence) =>
        `  ${sentence.path}:${sentence.line}  ${percent(sentence.share, 0)} (${sentence.shared} of ${sentence.total})  ${clip(sentence.text)}`,
    ),
    "",
    report.ok ? "Result: passed." : `Result: failed: ${report.reasons.join("; ")}.`,
  ];
  return lines.join("\n");
}

function clip(text: string, length = 240): string {
  return text.length <= length ? text : `${text.slice(0, length - 1)}…`;
}

/**
 * The text files under `paths` at `ref` of the git directory `gitDir`, as [{ path, text }], read
 * with git itself (no checkout). Files with a NUL byte (images and the like) are left out.
 */
export function readGitFiles(gitDir: string, ref: string, paths: string[]): TextFile[] {
  const git = (args: string[], input?: string) => {
    const run = spawnSync("git", ["-C", gitDir, ...args], { input, maxBuffer: 1 << 30 });
    if (run.status !== 0) throw new Error(`git ${args.join(" ")} failed: ${run.stderr.toString().trim()}`);
    return run.stdout;
  };
  const entries = git(["ls-tree", "-r", "-z", ref, "--", ...paths])
    .toString("utf8")
    .split("\0")
    .filter(Boolean)
    .map((entry) => {
      const [meta, path] = entry.split("\t");
      const [, type, object] = meta.split(" ");
      return { type, object, path };
    })
    .filter((entry) => entry.type === "blob");
  if (entries.length === 0) return [];
  const output = git(["cat-file", "--batch"], entries.map((entry) => entry.object).join("\n") + "\n");
  const files: TextFile[] = [];
  let offset = 0;
  for (const entry of entries) {
    const headerEnd = output.indexOf(0x0a, offset);
    const [, type, sizeText] = output.subarray(offset, headerEnd).toString("utf8").split(" ");
    if (type !== "blob") throw new Error(`git cat-file could not read ${entry.path} (${entry.object}) at ${ref}`);
    const size = Number(sizeText);
    const content = output.subarray(headerEnd + 1, headerEnd + 1 + size);
    offset = headerEnd + 1 + size + 1;
    if (!content.includes(0)) files.push({ path: entry.path, text: content.toString("utf8") });
  }
  return files;
}
