import { readFileSync } from "node:fs";
import path from "node:path";
import { componentNameOf } from "../lib/playground";

/**
 * The live examples of the doc pages: what a page's `<Example … />` elements ask for, and the
 * check that every example of facts/examples.json stands on its page.
 */
export interface PageExample {
  name?: string;
  variant: string;
  implementations: string[];
  args?: Record<string, unknown>;
  isExamplePage?: boolean;
}

export interface ExampleFact {
  name: string;
  variant: string;
  implementations: string[];
  isExamplePage?: boolean;
  under: string | null;
  /** Implementations the release has no story for: the page does not offer them. */
  noStory?: string[];
  /** Story ids the release's playground lacks, with the nearest one it has: the page shows that one. */
  notInPlayground?: Record<string, { id: string; nearest: string }>;
}

/**
 * What a page shows for an example of the facts: the implementations that have a story, in the
 * facts' order, and the real variant where the original page embedded a story that never existed.
 */
export function shownExample(fact: ExampleFact): ExampleFact {
  const nearest = Object.values(fact.notInPlayground ?? {})[0]?.nearest;
  return {
    ...fact,
    variant: nearest ? nearest.slice(nearest.indexOf("--") + 2) : fact.variant,
    implementations: fact.implementations.filter((implementation) => !fact.noStory?.includes(implementation)),
  };
}

export interface ExamplePageFact {
  route: string;
  examples: ExampleFact[];
}

/** An attribute value: a string, or a `{…}` expression that is JSON once its keys are quoted. */
function attributeValue(source: string, start: number): { value: unknown; end: number } {
  if (source[start] === '"') {
    const end = source.indexOf('"', start + 1);
    return { value: source.slice(start + 1, end), end: end + 1 };
  }
  let depth = 0;
  let index = start;
  do {
    if (source[index] === "{") depth += 1;
    else if (source[index] === "}") depth -= 1;
    index += 1;
  } while (depth > 0 && index < source.length);
  const expression = source.slice(start + 1, index - 1).trim();
  try {
    return { value: JSON.parse(expression.replace(/([{,]\s*)([A-Za-z_][\w-]*)\s*:/g, '$1"$2":')), end: index };
  } catch {
    throw new Error(
      `cannot read the value {${expression}}: write strings in double quotes, lists as ["core", "react"] and args as {{ "key": value }}`,
    );
  }
}

/** The `<Example … />` elements of an MDX body, in page order, with their line numbers. */
export function examplesIn(body: string): Array<PageExample & { line: number }> {
  const examples: Array<PageExample & { line: number }> = [];
  for (const match of body.matchAll(/<Example\b/g)) {
    const line = body.slice(0, match.index).split("\n").length;
    const props: Record<string, unknown> = {};
    let index = (match.index ?? 0) + match[0].length;
    for (;;) {
      const rest = /^\s*(\/?>|([A-Za-z]+)(=?))/.exec(body.slice(index));
      if (!rest || rest[1].endsWith(">")) break;
      index += rest[0].length;
      if (rest[3] !== "=") {
        props[rest[2]] = true;
        continue;
      }
      try {
        const { value, end } = attributeValue(body, index);
        props[rest[2]] = value;
        index = end;
      } catch (error) {
        throw new Error(`line ${line}: <Example> ${rest[2]}: ${(error as Error).message}`);
      }
    }
    if (typeof props.variant !== "string") throw new Error(`line ${line}: <Example> needs a variant="…"`);
    if (!Array.isArray(props.implementations) || props.implementations.length === 0)
      throw new Error(`line ${line}: <Example> needs implementations={["core", …]}`);
    examples.push({ ...(props as unknown as PageExample), line });
  }
  return examples;
}

const same = (a: string[], b: string[]) => a.join() === b.join();
const describe = (example: { name?: string; variant: string; implementations: string[] }) =>
  `${example.name ?? "(own)"} ${example.variant} [${example.implementations.join(", ")}]`;

/**
 * Problems of one page: an example of the facts that the page lacks, or an example that shows an
 * implementation its front matter does not list. `ownName` is the page's own component name.
 */
export function exampleProblems(
  facts: ExampleFact[],
  examples: PageExample[],
  frontMatterImplementations: string[],
  ownName: string,
): string[] {
  const problems: string[] = [];
  const unmatched = examples.map((example) => ({ ...example, name: example.name ?? ownName }));
  for (const fact of facts.map(shownExample)) {
    const index = unmatched.findIndex(
      (example) =>
        example.name === fact.name &&
        example.variant === fact.variant &&
        same(example.implementations, fact.implementations) &&
        !!example.isExamplePage === !!fact.isExamplePage,
    );
    if (index === -1)
      problems.push(`misses the example ${describe(fact)}${fact.under ? ` under "${fact.under}"` : ""}`);
    else unmatched.splice(index, 1);
  }
  for (const example of examples) {
    if (example.isExamplePage) continue;
    const unlisted = example.implementations.filter(
      (implementation) => !frontMatterImplementations.includes(implementation),
    );
    if (unlisted.length > 0)
      problems.push(
        `example ${describe({ ...example, name: example.name ?? ownName })} shows ${unlisted.join(", ")}, which the front matter's implementations do not list`,
      );
  }
  return problems;
}

/** The live examples each page must show (facts/examples.json), by route below the base path. */
export function exampleFactsByRoute(file = path.resolve("facts/examples.json")): Map<string, ExampleFact[]> {
  const { pages } = JSON.parse(readFileSync(file, "utf8")) as { pages: ExamplePageFact[] };
  return new Map(pages.map((page) => [page.route.replace(/^\/master(?=\/)/, ""), page.examples]));
}

/** A page's example problems, or the one that its `<Example>` elements cannot be read. */
export function pageExampleProblems(
  body: string,
  facts: ExampleFact[],
  implementations: string[],
  route: string,
): string[] {
  try {
    return exampleProblems(facts, examplesIn(body), implementations, componentNameOf(route));
  } catch (error) {
    return [(error as Error).message];
  }
}
