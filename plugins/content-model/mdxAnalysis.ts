import type { Expression, Node as EstreeNode, Pattern, SpreadElement } from "estree";
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx";
import { existsSync, readFileSync } from "node:fs";
import { visit } from "unist-util-visit";
import { LineCounter, YAMLParseError, isNode, parse, parseDocument } from "yaml";
import type { Root, YAML } from "mdast";
import { childrenOf, mdxFileProcessor, mdxProcessor, type MdastNode } from "./markdown";

/**
 * One reading of a content file (a doc page or post, .mdx or .md, both compiled as MDX) that every
 * step shares: its front matter, its syntax tree as plugins/content-model/markdown.ts parses it, and its JSX
 * elements with their attributes. Code blocks, inline code and `{/* comments *\/}` are nodes of
 * their own in the tree, so nothing in them counts as an element. The front matter is the tree's
 * `yaml` node (remark-frontmatter), read with the yaml package and then taken out of the tree, so
 * positions are the file's and the tree holds the body alone. The latest analysis of each file is
 * kept, so the check before the build (plugins/content-model/preflight.ts), the doc and blog pages and the
 * content checks (checks/) parse a file once in a process. The other readers of content files
 * (scripts/, bench/, the tests) read them through this module too.
 */

/** A node of the tree (mdast, with remark-mdx's and remark-gfm's nodes). */
export type MdxNode = MdastNode;

/** What an attribute's value can be: JSON's values. */
export type AttributeValue = string | number | boolean | null | AttributeValue[] | { [key: string]: AttributeValue };

export interface JsxAttribute {
  /** Empty for a spread attribute, `{...props}`. */
  name: string;
  line: number;
  column: number;
  /** The string; `true` when the attribute has no value; the value a `{…}` literal writes. */
  value?: AttributeValue;
  /** Why the value cannot be read; `attributeValues` throws it. */
  error?: MdxError;
}

export interface JsxElement {
  /** Empty for a fragment, `<>…</>`. */
  name: string;
  line: number;
  column: number;
  attributes: JsxAttribute[];
  node: MdxJsxFlowElement | MdxJsxTextElement;
}

export interface MdxAnalysis {
  file: string;
  /** The text analysed: the whole file, or its body alone (analyseBody, when the file is not at hand). */
  source: string;
  /** The front matter's data; empty without front matter or when only the body was analysed. */
  frontMatter: Record<string, unknown>;
  /** The front matter's YAML and the line of its opening `---`; absent where `frontMatter` is empty for want of it. */
  frontMatterYaml?: { text: string; line: number };
  /** The text after the front matter, as gatsby-plugin-mdx's Mdx node holds it (`body`). */
  body: string;
  /** The syntax tree of the body, with positions in `source`. */
  tree: Root;
  /** Every JSX element, HTML elements such as `<kbd>` included, in the order of the text. */
  elements: JsxElement[];
}

/** A problem that the checks before the build (preflight.ts) report, as a line of their message. */
export interface ContentProblem {
  /** Relative to the project, e.g. `content/docs/intro.mdx`. */
  file: string;
  line?: number;
  column?: number;
  message: string;
}

/** A problem of a content file, at its line and column when known. */
export class MdxError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly column: number | undefined,
    readonly reason: string,
  ) {
    super(`${[file, line, column].filter((part) => part !== undefined).join(":")}: ${reason}`);
    this.name = "MdxError";
  }
}

/** The front matter's fields, from the `yaml` node at the start of a file's tree; errors name the line. */
function frontMatterOf(node: YAML, file: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = parse(node.value);
  } catch (error) {
    const reason = (error as Error).message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
    const at = error instanceof YAMLParseError ? error.linePos?.[0] : undefined;
    // The YAML's first line is the one below the opening `---`.
    const line = at && at.line + node.position!.start.line;
    throw new MdxError(file, line, at?.col, `front matter is not valid YAML: ${reason}`);
  }
  if (data !== null && (typeof data !== "object" || Array.isArray(data)))
    throw new MdxError(file, node.position!.start.line + 1, 1, "front matter must be a mapping of fields");
  return (data ?? {}) as Record<string, unknown>;
}

function parseTree(text: string, file: string, withFrontMatter: boolean): Root {
  try {
    return (withFrontMatter ? mdxFileProcessor : mdxProcessor).parse(text);
  } catch (error) {
    // The parser's error (a VFileMessage) has the place and the reason apart.
    type Message = Error & { line?: number | null; column?: number | null; reason?: string };
    const { line, column, reason, message } = error as Message;
    throw new MdxError(file, line ?? undefined, column ?? undefined, `not valid MDX: ${reason ?? message}`);
  }
}

const LITERALS = 'write strings in double quotes, lists as ["core", "react"] and objects as { "key": value }';

/** Names an expression that is not a literal, for the error. */
function describe(node: EstreeNode | null): string {
  if (!node) return "an empty place in a list";
  if (node.type === "Identifier") return `the name ${node.name}`;
  if (node.type === "SpreadElement") return "a spread (...)";
  return `an expression (${node.type})`;
}

/** The value an expression writes when it is a literal; throws for anything that would need running. */
function literal(node: Expression | Pattern | SpreadElement | null): AttributeValue {
  switch (node?.type) {
    case "Literal":
      if (!("regex" in node) && !("bigint" in node)) return node.value as AttributeValue;
      break;
    case "UnaryExpression":
      if (node.operator === "-" && node.argument.type === "Literal" && typeof node.argument.value === "number")
        return -node.argument.value;
      break;
    case "ArrayExpression":
      return node.elements.map(literal);
    case "ObjectExpression":
      return Object.fromEntries(
        node.properties.map((property) => {
          const named = property.type === "Property" && property.kind === "init" && !property.computed;
          if (named && !property.method && property.key.type === "Identifier")
            return [property.key.name, literal(property.value)];
          if (named && !property.method && property.key.type === "Literal" && typeof property.key.value === "string")
            return [property.key.value, literal(property.value)];
          throw new Error("an object may only hold keys (names or strings) with literal values");
        }),
      );
  }
  throw new Error(`${describe(node)} is not a literal`);
}

/** The expression of an attribute's `{…}` value, from the program remark-mdx attaches (it parses one expression). */
function expressionOf(value: { data?: { estree?: { body: EstreeNode[] } | null } }): Expression {
  const statement = value.data?.estree?.body[0];
  if (statement?.type !== "ExpressionStatement") throw new Error("the expression cannot be read");
  return statement.expression;
}

function attributeOf(
  attribute: MdxJsxAttribute | MdxJsxExpressionAttribute,
  element: JsxElement,
  file: string,
): JsxAttribute {
  const { line, column } = attribute.position?.start ?? element;
  const fail = (reason: string) => ({
    name: attribute.type === "mdxJsxAttribute" ? attribute.name : "",
    line,
    column,
    error: new MdxError(file, line, column, reason),
  });
  if (attribute.type === "mdxJsxExpressionAttribute")
    return fail(`<${element.name}> has a spread attribute {…}, which cannot be read; write each attribute`);
  const { name, value } = attribute;
  if (value === null || value === undefined) return { name, line, column, value: true };
  if (typeof value === "string") return { name, line, column, value };
  try {
    return { name, line, column, value: literal(expressionOf(value)) };
  } catch (error) {
    return fail(`<${element.name}> ${name}={${value.value}}: ${(error as Error).message}; ${LITERALS}`);
  }
}

function elementsOf(tree: Root, file: string): JsxElement[] {
  const elements: JsxElement[] = [];
  visit(tree, ["mdxJsxFlowElement", "mdxJsxTextElement"], (node) => {
    const jsx = node as MdxJsxFlowElement | MdxJsxTextElement;
    const { line, column } = jsx.position!.start;
    const element: JsxElement = { name: jsx.name ?? "", line, column, attributes: [], node: jsx };
    element.attributes = jsx.attributes.map((attribute) => attributeOf(attribute, element, file));
    elements.push(element);
  });
  return elements;
}

function analyse(text: string, file: string, withFrontMatter: boolean): MdxAnalysis {
  const tree = parseTree(text, file, withFrontMatter);
  const [first] = tree.children;
  if (first?.type !== "yaml")
    return { file, source: text, frontMatter: {}, body: text, tree, elements: elementsOf(tree, file) };
  tree.children.shift();
  // The body starts after the closing `---` and its line ending, where gatsby-plugin-mdx cuts it.
  const body = text.slice(first.position!.end.offset).replace(/^\r?\n?/, "");
  const frontMatter = frontMatterOf(first, file);
  const frontMatterYaml = { text: first.value, line: first.position!.start.line };
  return { file, source: text, frontMatter, frontMatterYaml, body, tree, elements: elementsOf(tree, file) };
}

/**
 * The line in the file of a front matter field (`["keywords", 1]`): of its value, else of the nearest
 * field around it that is written, else (a field left out) of the opening `---`. Undefined without
 * front matter. The YAML is read again with positions only here, for a file that has a problem.
 */
export function frontMatterLine(page: MdxAnalysis, field: readonly PropertyKey[]): number | undefined {
  if (!page.frontMatterYaml) return undefined;
  const { text, line } = page.frontMatterYaml;
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines });
  for (let depth = field.length; depth > 0; depth--) {
    const node = document.getIn(field.slice(0, depth), true);
    // The YAML's first line is the one below the opening `---`.
    if (isNode(node) && node.range) return line + lines.linePos(node.range[0]).line;
  }
  return line;
}

// The latest analysis of each file; `whole` when it is of the whole file, front matter included. A memo,
// not state between Gatsby's hooks: each use compares the text, so it returns what a new analysis would.
const analyses = new Map<string, { analysis: MdxAnalysis; whole: boolean }>();

function remember(analysis: MdxAnalysis, whole: boolean): MdxAnalysis {
  analyses.set(analysis.file, { analysis, whole });
  return analysis;
}

/**
 * The analysis of a content file's whole text, `file` naming it in errors (relative to the project,
 * e.g. `content/docs/intro.mdx`). Front matter that is not valid YAML or not a mapping, or MDX that
 * does not parse, throws an MdxError naming the file, line and column.
 */
export function analyseMdx(source: string, file: string): MdxAnalysis {
  const cached = analyses.get(file);
  if (cached?.whole && cached.analysis.source === source) return cached.analysis;
  return remember(analyse(source, file, true), true);
}

/**
 * The analysis of a file from its body as gatsby-plugin-mdx's Mdx node holds it: the file's own
 * analysis when the file (analysed before, or on disk) has this body, so positions stay the
 * file's; else one of the body alone, whose positions count from the body's first line.
 */
export function analyseBody(body: string, file: string): MdxAnalysis {
  const cached = analyses.get(file);
  if (cached?.analysis.body === body) return cached.analysis;
  if (existsSync(file)) {
    const whole = analyseMdx(readFileSync(file, "utf8"), file);
    if (whole.body === body) return whole;
  }
  return remember(analyse(body, file, false), false);
}

/** An element's attribute values by name; an attribute whose value cannot be read throws its MdxError. */
export function attributeValues(element: JsxElement): Record<string, AttributeValue> {
  const values: Record<string, AttributeValue> = {};
  for (const attribute of element.attributes) {
    if (attribute.error) throw attribute.error;
    values[attribute.name] = attribute.value!;
  }
  return values;
}

/** Every node of the tree below and with `node`, in the order of the text, that `test` accepts. */
export function nodesOf(node: MdxNode, test: (node: MdxNode) => boolean): MdxNode[] {
  const found: MdxNode[] = [];
  visit(node, (child) => {
    if (test(child as MdxNode)) found.push(child as MdxNode);
  });
  return found;
}

// Nodes that run within a line; any other node is a block, which the text sets apart with spaces.
const PHRASING = new Set(["text", "inlineCode", "emphasis", "strong", "delete", "link", "mdxJsxTextElement"]);
// Nodes a reader does not see as prose: code blocks, expressions (comments) and imports or exports.
const NOT_PROSE = new Set(["code", "mdxFlowExpression", "mdxTextExpression", "mdxjsEsm"]);

/**
 * The prose a reader sees of a node: its text and inline code, and the text inside its elements.
 * `shown` gives the text that a component renders of its own, before its children's, for the
 * elements it knows (the release's values, src/search/build/searchEntries.ts).
 */
export function proseOf(node: MdxNode, shown?: (node: MdxNode) => string | undefined): string {
  if (NOT_PROSE.has(node.type)) return " ";
  if (node.type === "text" || node.type === "inlineCode") return node.value;
  const own = shown?.(node);
  const inner =
    (own ? ` ${own} ` : "") +
    childrenOf(node)
      .map((child) => proseOf(child, shown))
      .join("");
  return PHRASING.has(node.type) ? inner : ` ${inner} `;
}
