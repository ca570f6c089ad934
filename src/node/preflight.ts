import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { YAMLParseError, parse } from "yaml";
import { MDX_COMPONENT_NAMES } from "../lib/mdxComponentNames";
import { frontMatterYaml } from "./frontMatter";
import { contentFilesOf } from "./staleCache";

/**
 * Checks of the content that run before Gatsby reads it. Gatsby's own errors for these inputs name
 * no file (front matter), or bury it in a dump of compiled code (JSON) or of a page's context (an
 * unknown MDX component, found only when the page renders). These checks name the file and line,
 * and the build stops at once, with one short message.
 */

export interface ContentProblem {
  /** Relative to the project, e.g. `content/docs/intro.mdx`. */
  file: string;
  line?: number;
  column?: number;
  message: string;
}

export function formatProblems(problems: ContentProblem[]): string {
  const where = ({ file, line, column }: ContentProblem) =>
    [file, line, column].filter((part) => part !== undefined).join(":");
  const lines = problems.map((problem) => `  ${where(problem)}: ${problem.message}`);
  return [`The content has ${problems.length} problem(s):`, ...lines].join("\n");
}

/** The front matter's YAML error, at its line in the file (the opening `---` is line 1). */
export function frontMatterProblem(source: string, file: string): ContentProblem | undefined {
  const yaml = frontMatterYaml(source);
  if (yaml === undefined) return undefined;
  try {
    parse(yaml);
    return undefined;
  } catch (error) {
    const message = (error as Error).message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
    const position = error instanceof YAMLParseError ? error.linePos?.[0] : undefined;
    return {
      file,
      line: position ? position.line + 1 : undefined,
      column: position?.col,
      message: `front matter is not valid YAML: ${message}`,
    };
  }
}

/** Blanks code (fenced blocks, inline code) and HTML comments, keeping every line break, so positions stay true. */
export function withoutCode(body: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, " ");
  let fence: string | undefined;
  const outsideFences = body.split("\n").map((line) => {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined) {
      if (marker) fence = marker;
    } else if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) {
      fence = undefined;
      return blank(line);
    }
    return fence === undefined ? line : blank(line);
  });
  return outsideFences
    .join("\n")
    .replace(/(`+)[^`\n][\s\S]*?\1/g, blank)
    .replace(/<!--[\s\S]*?-->/g, blank);
}

/** Each JSX element with a capitalised name that no MDX component answers to, with its line. */
export function unknownComponents(
  source: string,
  file: string,
  known: readonly string[] = MDX_COMPONENT_NAMES,
): ContentProblem[] {
  const text = withoutCode(source);
  const problems: ContentProblem[] = [];
  for (const match of text.matchAll(/<([A-Z][\w.]*)/g)) {
    if (known.includes(match[1])) continue;
    const before = text.slice(0, match.index);
    const line = before.split("\n").length;
    problems.push({
      file,
      line,
      column: (match.index ?? 0) - before.lastIndexOf("\n"),
      message: `unknown MDX component <${match[1]}>; the components are ${known.join(", ")}`,
    });
  }
  return problems;
}

/** The line and column (both from 1) of `index` in `text`. */
function positionOf(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index);
  return { line: before.split("\n").length, column: index - before.lastIndexOf("\n") };
}

/**
 * Each event handler attribute (`onClick=`, `onclick=`) on an element in the MDX: the article
 * reaches a built page as HTML, so a handler would work in `npm run develop` and do nothing on the
 * site (README, "Code"). Scans each element's opening tag, skipping `{…}` expressions and quoted
 * values, so an `on…=` inside an expression or a string does not count.
 */
export function eventHandlers(source: string, file: string): ContentProblem[] {
  const text = withoutCode(source);
  const problems: ContentProblem[] = [];
  for (const tag of text.matchAll(/<([A-Za-z][\w.:-]*)/g)) {
    let depth = 0;
    let quote: string | undefined;
    for (let at = (tag.index ?? 0) + tag[0].length; at < text.length; at += 1) {
      const char = text[at];
      if (quote) {
        if (char === quote) quote = undefined;
      } else if (char === "{") depth += 1;
      else if (char === "}") depth -= 1;
      else if (depth > 0) continue;
      else if (char === '"' || char === "'") quote = char;
      else if (char === ">" || char === "<") break;
      else if (/\s/.test(char)) {
        const attribute = /^on[A-Za-z][\w-]*(?=\s*=)/.exec(text.slice(at + 1, at + 64))?.[0];
        if (attribute)
          problems.push({
            file,
            ...positionOf(text, at + 1),
            message: `<${tag[1]} ${attribute}=…>: an event handler does nothing on the built site, where the article is HTML; make the part an island (src/components/ArticleBody/islands.tsx)`,
          });
      }
    }
  }
  return problems;
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
    const line = before.split("\n").length;
    return {
      file,
      line,
      column: at - before.lastIndexOf("\n"),
      message: `not valid JSON: ${message.replace(/ in JSON at position \d+.*$/, "")}`,
    };
  }
}

/** Every problem of the docs and posts under `contentDir` and of its web-components.json. */
export function contentProblems(projectDir: string, contentDir = "content"): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const below of contentFilesOf(path.join(projectDir, contentDir)).filter((name) => /\.mdx?$/.test(name))) {
    const file = `${contentDir}/${below}`;
    const source = readFileSync(path.join(projectDir, file), "utf8");
    const front = frontMatterProblem(source, file);
    if (front) problems.push(front);
    // gatsby-plugin-mdx compiles a .md file as MDX too (its default `format`).
    problems.push(...unknownComponents(source, file), ...eventHandlers(source, file));
  }
  const metadata = path.join(projectDir, contentDir, "web-components.json");
  if (existsSync(metadata)) {
    const problem = jsonProblem(
      readFileSync(metadata, "utf8"),
      path.relative(projectDir, metadata).split(path.sep).join("/"),
    );
    if (problem) problems.push(problem);
  }
  return problems;
}
