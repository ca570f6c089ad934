import type { CreatePagesArgs } from "gatsby";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The example queries of the authors' guide, section "Inhoud opvragen in GraphiQL", run in the test
 * build (npm run build:test, part of npm test) against the real schema and content, so a renamed
 * field or type cannot leave them stale: a query that fails or finds nothing stops that build,
 * naming the query. A production build does not read the guide.
 */
export const EXAMPLES_FILE = "docs/authors.md";
export const EXAMPLES_SECTION = "Inhoud opvragen in GraphiQL";

/** The ```graphql blocks of one `##` section of a markdown text, in order; a missing section is an error. */
export function sectionQueries(markdown: string, heading: string, file: string): string[] {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start === -1) throw new Error(`${file}: the section "## ${heading}" is missing`);
  const rest = markdown.slice(start + heading.length + 5);
  const end = rest.search(/\n## /);
  const section = end === -1 ? rest : rest.slice(0, end);
  return [...section.matchAll(/```graphql\n([\s\S]*?)```/g)].map((match) => match[1].trim());
}

/** True when a query result holds at least one value besides empty lists and nulls. */
export function hasContent(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasContent);
  if (value && typeof value === "object") return Object.values(value).some(hasContent);
  return value !== null && value !== undefined;
}

export async function checkReadmeQueries(
  { graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">,
  file = path.resolve(EXAMPLES_FILE),
): Promise<void> {
  const queries = sectionQueries(readFileSync(file, "utf8"), EXAMPLES_SECTION, EXAMPLES_FILE);
  if (queries.length === 0)
    reporter.panicOnBuild(`${EXAMPLES_FILE}: the section "${EXAMPLES_SECTION}" has no graphql examples`);
  for (const query of queries) {
    const name = /query\s+(\w+)/.exec(query)?.[1] ?? query.slice(0, 40);
    const result = await graphql(query);
    if (result.errors?.length)
      reporter.panicOnBuild(
        `${EXAMPLES_FILE}: the example query ${name} fails: ${(result.errors as Error[]).map((error) => error.message).join("; ")}`,
      );
    else if (!hasContent(result.data))
      reporter.panicOnBuild(`${EXAMPLES_FILE}: the example query ${name} finds nothing`);
  }
}
