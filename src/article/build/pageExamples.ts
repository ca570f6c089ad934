import { readFileSync } from "node:fs";
import path from "node:path";
import { componentNameOf } from "../../lib/playground";
import { MdxError, attributeValues, type MdxAnalysis } from "../../node/mdxAnalysis";

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

/**
 * The `<Example … />` elements of a page, in page order, with their lines. An example without a
 * variant or implementations, or with a value that cannot be read, is an MdxError naming the file
 * and the element's (or attribute's) line and column.
 */
export function examplesIn(page: MdxAnalysis): Array<PageExample & { line: number }> {
  return page.elements
    .filter((element) => element.name === "Example")
    .map((element) => {
      const props = attributeValues(element);
      const fail = (reason: string) => new MdxError(page.file, element.line, element.column, `<Example> ${reason}`);
      if (typeof props.variant !== "string") throw fail('needs a variant="…"');
      if (!Array.isArray(props.implementations) || props.implementations.length === 0)
        throw fail('needs implementations={["core", …]}');
      return { ...(props as unknown as PageExample), line: element.line };
    });
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

/** A page's example problems, each naming the file, or the one that its `<Example>` elements cannot be read. */
export function pageExampleProblems(
  page: MdxAnalysis,
  facts: ExampleFact[],
  implementations: string[],
  route: string,
): string[] {
  try {
    return exampleProblems(facts, examplesIn(page), implementations, componentNameOf(route)).map(
      (problem) => `${page.file}: ${problem}`,
    );
  } catch (error) {
    if (error instanceof MdxError) return [error.message];
    throw error;
  }
}
