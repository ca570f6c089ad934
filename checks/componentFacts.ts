import { MEMBER_KINDS, type MemberKind, type WebComponent } from "../src/article/shared/webComponentApi";

// The web-component metadata (content/web-components.json) against the facts (facts/web-components.json),
// for the content check ./webComponents.test.ts; the build itself never reads the facts.

/** One member of the facts, as facts/web-components.json gives it. */
type FactMember = Record<string, unknown> & { name: string | null; sourceNote?: string };
export type FactComponent = { tag: string; private: boolean; dependsOn: string[] } & Record<MemberKind, FactMember[]>;

// Words that mark a sentence as Dutch or English; code spans are left out before the test.
const DUTCH_WORDS = /\b(de|het|een|van|en|wordt|niet|je|met|voor|op|als|bij|dat|die|naar|geen|kan|zet|om)\b/i;
const ENGLISH_WORDS = /\b(the|when|will|this|which|should|must)\b/i;

function descriptionProblem(description: unknown, name: string, note: string | undefined): string | undefined {
  if (typeof description !== "string" || description.trim() === "") return "has no description";
  const bare = description.trim().replace(/[`.]/g, "").toLowerCase();
  if (bare === name.toLowerCase() || bare.length < 15)
    return `has a description that only repeats its name ("${description}")`;
  if (/^#/m.test(description) || /\n/.test(description))
    return "has a description with a heading or line break (one paragraph of inline markdown)";
  const prose = description.replace(/`[^`]*`/g, "");
  if (!DUTCH_WORDS.test(prose) || ENGLISH_WORDS.test(prose))
    return `has a description that is not Dutch ("${description}")`;
  if (note && description.trim().toLowerCase() === note.trim().toLowerCase())
    return "copies the facts' English note as its description";
  return undefined;
}

/**
 * Compares the metadata with the facts: the same components, members and fields (names, attributes,
 * types, defaults, required, details, signatures), in any order, and a Dutch description on every
 * member. Returns every problem, each naming the tag and the member.
 */
export function metadataProblems(facts: FactComponent[], metadata: WebComponent[]): string[] {
  const problems: string[] = [];
  const byTag = new Map(metadata.map((component) => [component.tag, component]));
  for (const tag of byTag.keys())
    if (!facts.some((fact) => fact.tag === tag)) problems.push(`<${tag}> is not in the facts`);
  for (const fact of facts) {
    const meta = byTag.get(fact.tag);
    if (!meta) {
      problems.push(`<${fact.tag}> is missing`);
      continue;
    }
    if (meta.private !== fact.private)
      problems.push(`<${fact.tag}> private is ${meta.private}, the facts say ${fact.private}`);
    if ([...meta.dependsOn].sort().join() !== [...fact.dependsOn].sort().join())
      problems.push(`<${fact.tag}> dependsOn differs from the facts`);
    for (const kind of MEMBER_KINDS) {
      const members = (meta[kind] ?? []) as unknown as Array<
        Record<string, unknown> & { name: string | null; description?: unknown }
      >;
      const label = (name: string | null) => `<${fact.tag}> ${kind} ${name ?? "(standaard-slot)"}`;
      for (const member of members)
        if (!fact[kind].some((candidate) => candidate.name === member.name))
          problems.push(`${label(member.name)} is not in the facts`);
      for (const { sourceNote, ...factMember } of fact[kind]) {
        const member = members.find((candidate) => candidate.name === factMember.name);
        if (!member) {
          problems.push(`${label(factMember.name)} is missing`);
          continue;
        }
        for (const [field, value] of Object.entries(factMember)) {
          if (JSON.stringify(member[field]) !== JSON.stringify(value))
            problems.push(
              `${label(factMember.name)}: ${field} is ${JSON.stringify(member[field])}, the facts say ${JSON.stringify(value)}`,
            );
        }
        const problem = descriptionProblem(member.description, factMember.name ?? "", sourceNote);
        if (problem) problems.push(`${label(factMember.name)} ${problem}`);
      }
    }
  }
  return problems;
}
