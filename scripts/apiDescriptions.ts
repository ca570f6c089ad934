/**
 * The Dutch API descriptions of content/api-descriptions.json, each with its member and the line of the
 * JSON file it stands on. The spell check (scripts/api-descriptions.ts), the prose linter
 * (scripts/proseLint.ts) and the overlap check (scripts/overlap.ts) read them through this one module.
 */

/** The member lists of a component, in the order of the JSON file. */
export const KINDS = ["props", "events", "methods", "slots", "parts", "cssProperties"] as const;

export interface ApiDescription {
  tag: string;
  kind: (typeof KINDS)[number];
  /** Null for the member without a name (a component's default slot). */
  name: string | null;
  description: string;
  line: number;
  column: number;
}

/** The part of content/api-descriptions.json read here: per component and kind, members with their description. */
type Described = string | { description: string };
type DescriptionsFile = {
  components: Record<string, Partial<Record<ApiDescription["kind"], Record<string, Described>>>>;
};

/**
 * Every member's description, in the file's order, as { tag, kind, name, description, line, column }:
 * `line` is the line its text stands on and `column` the column of the text's first character after
 * the opening quote (both 1-based). The file has one member per line (or, for a description flagged
 * for review, one field per line), as the sync writes it (src/release/store.ts); a description not
 * found on a line of its own gets line 0.
 */
export function apiDescriptions(jsonText: string): ApiDescription[] {
  const { components } = JSON.parse(jsonText) as DescriptionsFile;
  const lines = jsonText.split("\n");
  const members: ApiDescription[] = [];
  let from = 0;
  /** The next line at or after `from` holding the string `value` as a field, with its position. */
  const locate = (value: string) => {
    const field = `": ${JSON.stringify(value)}`;
    const index = lines.findIndex((line, at) => at >= from && line.includes(field));
    if (index === -1) return { line: 0, column: 0 };
    from = index + 1;
    return { line: index + 1, column: lines[index].indexOf(field) + 5 };
  };
  for (const [tag, component] of Object.entries(components)) {
    for (const kind of KINDS) {
      for (const [key, described] of Object.entries(component[kind] ?? {})) {
        const description = typeof described === "object" ? described.description : described;
        members.push({ tag, kind, name: key === "" ? null : key, description, ...locate(description) });
      }
    }
  }
  return members;
}

/** A description as the spell check reads it: without code spans and link targets. */
export function spellCheckText(description: string): string {
  return description.replace(/`[^`]*`/g, "").replace(/\]\([^)]*\)/g, "]");
}
