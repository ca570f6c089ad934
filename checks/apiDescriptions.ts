import { MEMBER_KINDS } from "../src/article/shared/webComponentApi";
import {
  descriptionGaps,
  descriptionText,
  memberKey,
  problemLabel,
  type ApiDescriptions,
} from "../src/article/shared/apiDescriptions";
import type { ReleaseComponent } from "../src/types/release";

// The Dutch API descriptions (content/api-descriptions.json) against the synced API of the release
// (content/release/api.json), for the content check ./webComponents.test.ts.

// Words that mark a sentence as Dutch or English; code spans are left out before the test.
const DUTCH_WORDS = /\b(de|het|een|van|en|wordt|niet|je|met|voor|op|als|bij|dat|die|naar|geen|kan|zet|om)\b/i;
const ENGLISH_WORDS = /\b(the|when|will|this|which|should|must)\b/i;

function descriptionProblem(description: unknown, name: string): string | undefined {
  if (typeof description !== "string" || description.trim() === "") return "has no description";
  const bare = description.trim().replace(/[`.]/g, "").toLowerCase();
  if (bare === name.toLowerCase() || bare.length < 15)
    return `has a description that only repeats its name ("${description}")`;
  if (/^#/m.test(description) || /\n/.test(description))
    return "has a description with a heading or line break (one paragraph of inline markdown)";
  const prose = description.replace(/`[^`]*`/g, "");
  if (!DUTCH_WORDS.test(prose) || ENGLISH_WORDS.test(prose))
    return `has a description that is not Dutch ("${description}")`;
  return undefined;
}

/**
 * Every member of the release described, in one paragraph of Dutch that says more than its name; no
 * description flagged for review by the sync; no description of a member the release lacks. Returns
 * every problem, each naming the tag and the member.
 */
export function descriptionProblems(components: ReleaseComponent[], descriptions: ApiDescriptions): string[] {
  const problems = descriptionGaps(components, descriptions).map((gap) => `${problemLabel(gap)} ${gap.problem}`);
  for (const component of components)
    for (const kind of MEMBER_KINDS)
      for (const member of component[kind] as Array<{ name: string | null }>) {
        const text = descriptionText(descriptions.components[component.tag]?.[kind]?.[memberKey(member.name)]);
        if (!text) continue;
        const problem = descriptionProblem(text, member.name ?? "");
        if (problem) problems.push(`${problemLabel({ tag: component.tag, kind, name: member.name })} ${problem}`);
      }
  return problems;
}
