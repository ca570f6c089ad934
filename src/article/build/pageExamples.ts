import { componentNameOf, frameStoryId, playgroundOf, type Implementation } from "../../lib/playground";
import type { Playground } from "../../types/release";
import { MdxError, attributeValues, type MdxAnalysis } from "../../../plugins/content-model/mdxAnalysis";

/**
 * The live examples of the doc pages: what a page's `<Example … />` elements ask for, and the
 * check that the playground of the release the site documents has every story they load.
 */
export interface PageExample {
  name?: string;
  variant: string;
  implementations: string[];
  args?: Record<string, unknown>;
  isExamplePage?: boolean;
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

/** The stories of the release's playground, by Storybook (content/release/stories.json). */
export type PlaygroundStories = Record<Playground, string[]>;

/**
 * Problems of one page's examples, each with its line: a story that the release's playground lacks,
 * for any implementation the example offers, or an implementation that the page's front matter does
 * not list. `ownName` is the page's own component name, the default of an example's `name`.
 */
export function exampleProblems(
  examples: Array<PageExample & { line: number }>,
  stories: PlaygroundStories,
  frontMatterImplementations: readonly string[],
  ownName: string,
  version: string,
): string[] {
  const known = new Map(Object.entries(stories).map(([playground, ids]) => [playground, new Set(ids)]));
  const problems: string[] = [];
  for (const example of examples) {
    const name = example.name ?? ownName;
    const where = `line ${example.line}: example ${name} ${example.variant} [${example.implementations.join(", ")}]`;
    for (const implementation of example.implementations as Implementation[]) {
      const story = { name, variant: example.variant, implementation, isExamplePage: example.isExamplePage };
      const playground = playgroundOf(story);
      if (!known.get(playground)?.has(frameStoryId(story)))
        problems.push(
          `${where}: the ${playground} Storybook of ${version} has no story ${frameStoryId(story)}` +
            (example.isExamplePage ? "" : ` for ${implementation}`),
        );
    }
    if (example.isExamplePage) continue;
    const unlisted = example.implementations.filter(
      (implementation) => !frontMatterImplementations.includes(implementation),
    );
    if (unlisted.length > 0)
      problems.push(`${where} shows ${unlisted.join(", ")}, which the front matter's implementations do not list`);
  }
  return problems;
}

/** A page's example problems, each naming the file and line, or the one that its `<Example>` elements cannot be read. */
export function pageExampleProblems(
  page: MdxAnalysis,
  stories: PlaygroundStories,
  implementations: readonly string[],
  route: string,
  version: string,
): string[] {
  try {
    return exampleProblems(examplesIn(page), stories, implementations, componentNameOf(route), version).map(
      (problem) => `${page.file}:${problem.replace(/^line /, "")}`,
    );
  } catch (error) {
    if (error instanceof MdxError) return [error.message];
    throw error;
  }
}
