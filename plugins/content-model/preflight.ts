import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { MDX_COMPONENT_NAMES } from "../../src/article/shared/mdxComponentNames";
import { frontMatterSchemaOf, issueText } from "./contentSchemas";
import { MdxError, analyseMdx, frontMatterLine, type ContentProblem, type MdxAnalysis } from "./mdxAnalysis";
import { isContentFile } from "./routes";
import { releaseValueProblems, type ReleaseValues } from "./releaseValueProblems";
import { readRelease } from "./releaseFiles";
import { filesUnder } from "./files";

/**
 * Checks of the content that run before Gatsby reads it. Gatsby's own errors for these inputs name
 * no file (front matter), or bury it in a dump of compiled code (JSON, MDX that does not parse) or
 * of a page's context (an unknown MDX component, found only when the page renders), or name only the
 * first bad field of the first file (the front matter schemas' check as nodes are made). These checks
 * name the file and line, and the build stops at once, with one short message. Each page is read
 * by its analysis (plugins/content-model/mdxAnalysis.ts), which the later build steps reuse.
 */

export function formatProblems(problems: ContentProblem[]): string {
  const where = ({ file, line, column }: ContentProblem) =>
    [file, line, column].filter((part) => part !== undefined).join(":");
  const lines = problems.map((problem) => `  ${where(problem)}: ${problem.message}`);
  return [`The content has ${problems.length} problem(s):`, ...lines].join("\n");
}

/** Each JSX element with a capitalised name that no MDX component answers to, at its line and column. */
export function unknownComponents(page: MdxAnalysis, known: readonly string[] = MDX_COMPONENT_NAMES): ContentProblem[] {
  return page.elements
    .filter(({ name }) => /^[A-Z]/.test(name) && !known.includes(name))
    .map(({ name, line, column }) => ({
      file: page.file,
      line,
      column,
      message: `unknown MDX component <${name}>; the components are ${known.join(", ")}`,
    }));
}

/**
 * Each event handler attribute (`onClick`, `onclick`) on an element in the MDX, a lowercase HTML
 * element as much as a component: the article reaches a built page as HTML, so a handler would
 * work in `npm run develop` and do nothing on the site (docs/developers.md, "Code").
 */
export function eventHandlers(page: MdxAnalysis): ContentProblem[] {
  return page.elements.flatMap((element) =>
    element.attributes
      .filter(({ name }) => /^on[A-Za-z]/.test(name))
      .map(({ name, line, column }) => ({
        file: page.file,
        line,
        column,
        message: `<${element.name} ${name}=…>: an event handler does nothing on the built site, where the article is HTML; make the part an island (src/article/islands/islands.tsx)`,
      })),
  );
}

/**
 * Each front matter field that `schema` (plugins/content-model/contentSchemas.ts) rejects, at its line,
 * in the words the making of the nodes uses for the same problem.
 */
export function frontMatterProblems(page: MdxAnalysis, schema: z.ZodType): ContentProblem[] {
  const result = schema.safeParse(page.frontMatter);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    file: page.file,
    line: frontMatterLine(page, issue.path),
    message: issueText(issue),
  }));
}

/**
 * The problems of one doc page or post (`file` as `content/<folder>/…`): front matter that is not
 * valid YAML or MDX that does not parse (then nothing else can be checked), else its front matter
 * against its folder's schema, its unknown components and event handlers, and the names of
 * variables and illustrations that the release lacks (`release`, when synced).
 */
export function fileProblems(source: string, file: string, release?: ReleaseValues): ContentProblem[] {
  let page: MdxAnalysis;
  try {
    page = analyseMdx(source, file);
  } catch (error) {
    if (error instanceof MdxError)
      return [{ file: error.file, line: error.line, column: error.column, message: error.reason }];
    throw error;
  }
  const schema = frontMatterSchemaOf(file);
  return [
    ...(schema ? frontMatterProblems(page, schema) : []),
    ...unknownComponents(page),
    ...eventHandlers(page),
    ...(release ? releaseValueProblems(page, release) : []),
  ];
}

/** A JSON file's syntax error, at its line and column. */
export function jsonProblem(text: string, file: string): ContentProblem | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    const message = (error as Error).message;
    const offset = /at position (\d+)/.exec(message);
    const at = offset ? Number(offset[1]) : text.length;
    const before = text.slice(0, at);
    return {
      file,
      line: before.split("\n").length,
      column: at - before.lastIndexOf("\n"),
      message: `not valid JSON: ${message.replace(/ in JSON at position \d+.*$/, "")}`,
    };
  }
}

/** Every problem of the docs and posts under content/ and of its api-descriptions.json. */
export function contentProblems(projectDir: string): ContentProblem[] {
  const synced = readRelease(projectDir);
  const release = synced && { modules: synced.variables.modules, graphics: synced.graphics.graphics };
  const read = (file: string) => readFileSync(path.join(projectDir, file), "utf8");
  const files = filesUnder(path.join(projectDir, "content")).filter(isContentFile);
  // gatsby-plugin-mdx compiles a .md file as MDX too (its default `format`).
  const problems = files.map((below) => `content/${below}`).flatMap((file) => fileProblems(read(file), file, release));
  const metadata = "content/api-descriptions.json";
  const problem = existsSync(path.join(projectDir, metadata)) ? jsonProblem(read(metadata), metadata) : undefined;
  return problem ? [...problems, problem] : problems;
}
