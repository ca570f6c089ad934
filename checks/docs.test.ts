import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pageExampleProblems, shownExample, type ExamplePageFact } from "../src/article/build/pageExamples";
import { analyseMdx } from "../src/node/mdxAnalysis";
import { componentPageProblems, prosePageProblems, type DocFact } from "./contentRules";

/**
 * Docs completeness: every route in the facts (the copies in facts/) has its page, and each page
 * has the required shape (./contentRules.ts) and shows its live examples.
 */
const root = path.resolve(__dirname, "..");
const docsFacts = JSON.parse(readFileSync(path.join(root, "facts/docs.json"), "utf8")).docs as DocFact[];
const exampleFacts = JSON.parse(readFileSync(path.join(root, "facts/examples.json"), "utf8"))
  .pages as ExamplePageFact[];
const examplesOf = (route: string) => exampleFacts.find((page) => page.route === route)?.examples ?? [];
const tags = (
  JSON.parse(readFileSync(path.join(root, "content/web-components.json"), "utf8")).components as Array<{ tag: string }>
).map((c) => c.tag);

/** The file that should hold a route: `/master/a/b` → content/docs/a/b.mdx, `/master/a/` → a/index.mdx. */
function fileFor(route: string): string {
  const relative = route.replace(/^\/master\//, "");
  if (relative === "memos/grid-col-xs-12") return path.join(root, "content/docs/memos/20231214-grid-col-xs-12.mdx");
  return path.join(root, "content/docs", relative.endsWith("/") ? `${relative}index.mdx` : `${relative}.mdx`);
}

/** The analysis of a route's page (src/node/mdxAnalysis.ts), naming the file as the build does. */
const pageFor = (route: string) => {
  const file = fileFor(route);
  return analyseMdx(readFileSync(file, "utf8"), path.relative(root, file));
};

const isComponent = (fact: DocFact) => fact.route.startsWith("/master/components/");
const isGuideline = (fact: DocFact) => fact.route.startsWith("/master/fundament/");

describe("docs content", () => {
  it.each(docsFacts.map((fact) => [fact.route, fact] as const))("%s exists", (_route, fact) => {
    expect(existsSync(fileFor(fact.route))).toBe(true);
  });

  it.each(docsFacts.filter(isComponent).map((fact) => [fact.route, fact] as const))(
    "component page %s is complete",
    (_route, fact) => {
      // Where the live examples show more implementations than the docs facts list, the page follows the examples.
      // An implementation without a story at the release (noStory) is not offered on the page.
      const examples = examplesOf(fact.route);
      const shown = examples.flatMap((example) => (example.isExamplePage ? [] : shownExample(example).implementations));
      const noStory = new Set(examples.flatMap((example) => example.noStory ?? []));
      const implementations =
        fact.implementations &&
        [...new Set([...fact.implementations, ...shown])].filter((implementation) => !noStory.has(implementation));
      // A variant the original page named after a story that never existed goes by the real one.
      const renamed = new Map(examples.map((example) => [example.variant, shownExample(example).variant]));
      const variants = fact.variants?.map((variant) => renamed.get(variant) ?? variant);
      expect(componentPageProblems({ ...fact, implementations, variants }, pageFor(fact.route), tags)).toEqual([]);
    },
  );

  it.each(exampleFacts.map((page) => [page.route, page] as const))("page %s shows its live examples", (route, page) => {
    const analysis = pageFor(route);
    const implementations = (analysis.frontMatter.implementations as string[] | undefined) ?? [];
    expect(pageExampleProblems(analysis, page.examples, implementations, route)).toEqual([]);
  });

  it.each(docsFacts.filter((fact) => !isComponent(fact)).map((fact) => [fact.route, fact] as const))(
    "page %s is complete",
    (_route, fact) => {
      expect(prosePageProblems(fact, pageFor(fact.route), isGuideline(fact) ? 350 : 200)).toEqual([]);
    },
  );
});
