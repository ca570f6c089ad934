import type { Element, ElementContent, Root, Text } from "hast";
import { Prism, normalizeTokens } from "prism-react-renderer";
import { SKIP, visit } from "unist-util-visit";
import { escapeHtml } from "../lib/escapeHtml";

/*
 * Highlights fenced code at build time with prism-react-renderer's Prism, so
 * pages ship finished token spans and no highlighter JavaScript
 * (docs/decisions/0010-left-out-on-purpose.md).
 * The spans travel as one HTML string per block (`data-html` on <code>): a
 * string costs the browser far less to parse and hydrate than one React
 * element per token.
 */

/** Languages authors use that Prism's bundled set names differently or lacks. */
const ALIASES: Record<string, string> = {
  scss: "css",
  sh: "plain",
  bash: "plain",
  shell: "plain",
  console: "plain",
  mdx: "markdown",
  text: "plain",
};

export function languageOf(className: unknown): string | undefined {
  const classes = Array.isArray(className) ? className : typeof className === "string" ? className.split(" ") : [];
  const found = classes.map(String).find((name) => name.startsWith("language-"));
  return found?.slice("language-".length);
}

function textOf(node: ElementContent): string {
  if (node.type === "text") return node.value;
  return node.type === "element" ? node.children.map(textOf).join("") : "";
}

/** Turns code into hast: one span per line (class `token-line`) of token spans (`token <type>`), newlines between. */
export function highlightToHast(code: string, language: string): ElementContent[] {
  const grammarName = ALIASES[language] ?? language;
  const grammar = Prism.languages[grammarName];
  const source = code.replace(/\n$/, "");
  const tokens = grammar ? Prism.tokenize(source, grammar) : [source];
  return normalizeTokens(tokens as never).flatMap((line, index): ElementContent[] => [
    ...(index > 0 ? [{ type: "text", value: "\n" } as Text] : []),
    {
      type: "element",
      tagName: "span",
      properties: { className: ["token-line"] },
      children: line.map((token): Element => ({
        type: "element",
        tagName: "span",
        // Prism can give a token the same type twice (a CSS `url(…)` is `url` inside `url`).
        properties: { className: ["token", ...new Set(token.types.filter((type) => type !== "plain"))] },
        children: [{ type: "text", value: token.content }],
      })),
    },
  ]);
}

/** Serialises the token lines of highlightToHast to HTML. */
export function toHtml(nodes: ElementContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === "text") return escapeHtml(node.value);
      if (node.type !== "element") return "";
      const classes = (node.properties?.className as string[] | undefined)?.join(" ");
      return `<${node.tagName}${classes ? ` class="${classes}"` : ""}>${toHtml(node.children)}</${node.tagName}>`;
    })
    .join("");
}

export default function rehypeHighlight() {
  return (tree: Root) => {
    visit(tree, "element", (pre) => {
      if (pre.tagName !== "pre") return;
      const code = pre.children.find((child): child is Element => child.type === "element" && child.tagName === "code");
      if (!code) return;
      const language = languageOf(code.properties?.className) ?? "plain";
      const text = textOf(code);
      code.properties = { ...code.properties, dataHtml: toHtml(highlightToHast(text, language)) };
      code.children = [{ type: "text", value: text }];
      pre.properties = { ...pre.properties, dataLanguage: language };
      return SKIP;
    });
  };
}
