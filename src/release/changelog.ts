import remarkParse from "remark-parse";
import { unified } from "unified";
import type { Link, Paragraph } from "mdast";
import { toString } from "mdast-util-to-string";
import { childrenOf, type MdastNode } from "../../plugins/content-model/markdown";
import { nodesOf } from "../../plugins/content-model/mdxAnalysis";
import type { ChangeKind, ChangelogRelease, ReleaseChange } from "../types/release";
import { SyncInputError } from "./inputError";

/**
 * The design system's CHANGELOG.md read into releases: per release its version, date and the
 * changes it lists, each with the component it names, its kind, whether it breaks, and its issues.
 * Only these facts are kept: the changelog's sentences are the design system's, not ours to show.
 */
export class ChangelogError extends SyncInputError {}

/** The kind of a `### …` section, by its first word (the changelog's own spellings vary over the years). */
const KINDS: Array<[RegExp, ChangeKind]> = [
  [/^added\b/i, "added"],
  [/^(changed|improvements?)\b/i, "changed"],
  [/^fixed\b/i, "fixed"],
  [/^removed\b/i, "removed"],
  [/^deprecat/i, "deprecated"],
  [/^(tasks?|chores?)\b/i, "task"],
  [/^(docs|documentation|documentatie)\b/i, "docs"],
];

const VERSION = /\b(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\b/;

/** `2025-11-04` as it is, `25-06-2024` turned round; anything else is no date. */
function dateIn(text: string): string | null {
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (iso) return iso[0];
  const dutch = /\b(\d{2})-(\d{2})-(\d{4})\b/.exec(text);
  return dutch ? `${dutch[3]}-${dutch[2]}-${dutch[1]}` : null;
}

/** The text of a node's phrasing: its text and inline code, no image's alt. */
const textOf = (node: MdastNode) => toString(node, { includeImageAlt: false, includeHtml: false });

/** One `* …` entry: the text up to a nested list, without its `**BREAKING**` mark. */
function changeOf(item: MdastNode, kind: ChangeKind): ReleaseChange {
  const paragraph: Paragraph = childrenOf(item).find((child) => child.type === "paragraph") ?? {
    type: "paragraph",
    children: [],
  };
  const strong = paragraph.children.filter((child) => child.type === "strong").map(textOf);
  const breaking = strong.some((text) => /^breaking$/i.test(text.trim()));
  const text = textOf(paragraph)
    .replace(/^\s*BREAKING\b:?/i, "")
    .trim();
  const prefix = /^([^:`()[\]]{1,60}(?:\([^:`()]{1,40}\))?):\s/.exec(text)?.[1].trim();
  const issues = nodesOf(paragraph, (node) => node.type === "link").flatMap((link) => {
    const number = /\/(?:issues|pull)\/(\d+)/.exec((link as Link).url)?.[1];
    return number ? [Number(number)] : [];
  });
  return { component: prefix || null, kind, breaking, issues: [...new Set(issues)] };
}

/**
 * The releases of a changelog, newest first, as the file lists them. A `## …` heading without a
 * version (`## Next`) starts no release; a version listed twice is an error naming its line.
 */
export function parseChangelog(text: string, file = "CHANGELOG.md"): ChangelogRelease[] {
  const tree = unified().use(remarkParse).parse(text) as unknown as MdastNode & {
    children: Array<MdastNode & { position?: { start: { line: number } } }>;
  };
  const releases: ChangelogRelease[] = [];
  const seen = new Map<string, number>();
  let release: ChangelogRelease | undefined;
  let kind: ChangeKind = "other";
  for (const node of tree.children) {
    const heading = node.type === "heading" ? textOf(node).trim() : "";
    // A release is a level-2 heading with a version; one release (49.0.0) stands under a level-3 one.
    const startsRelease =
      node.type === "heading" &&
      (node.depth === 2 || (node.depth === 3 && VERSION.test(heading) && !KINDS.some(([kind]) => kind.test(heading))));
    if (startsRelease) {
      const version = VERSION.exec(heading)?.[1];
      release = undefined;
      if (!version) continue;
      const line = node.position?.start.line ?? 0;
      if (seen.has(version))
        throw new ChangelogError(
          `${file}:${line}: release ${version} is listed twice (also on line ${seen.get(version)})`,
        );
      seen.set(version, line);
      release = { version, date: dateIn(heading), changes: [] };
      kind = "other";
      releases.push(release);
    } else if (release && node.type === "heading" && node.depth === 3) {
      kind = KINDS.find(([pattern]) => pattern.test(heading))?.[1] ?? "other";
    } else if (release && node.type === "list") {
      for (const item of node.children ?? []) release.changes.push(changeOf(item, kind));
    }
  }
  if (releases.length === 0) throw new ChangelogError(`${file}: no "## … X.Y.Z" release heading found`);
  return releases;
}
