#!/usr/bin/env node
// Author's tool: reads MDX files the way the site does and reports what a
// reviewer looks at first (title, prose word count, h2/h3 outline), so a writer
// can check a page without running the whole Gatsby build.
// Usage: node scripts/check-mdx.mjs content/docs/components/*.mdx
//
// It runs on plain Node, which cannot load the TypeScript of src/node, so it
// repeats two small parts of src/node/mdxAnalysis.ts: the parser's plugins (as
// src/node/markdown.ts) and the prose a reader sees (proseOf), whose words the
// site's reading time counts.
import { readFileSync } from "node:fs";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { parse } from "yaml";

const FRONT = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

const PHRASING = new Set(["text", "inlineCode", "emphasis", "strong", "delete", "link", "mdxJsxTextElement"]);
const NOT_PROSE = new Set(["code", "mdxFlowExpression", "mdxTextExpression", "mdxjsEsm"]);
const prose = (node) => {
  if (NOT_PROSE.has(node.type)) return " ";
  if (node.type === "text" || node.type === "inlineCode") return node.value;
  const inner = (node.children ?? []).map(prose).join("");
  return PHRASING.has(node.type) ? inner : ` ${inner} `;
};
// A heading as written, code spans in backticks, as the page checks look for a variant's name in them.
const written = (node) => {
  if (node.type === "inlineCode") return `\`${node.value}\``;
  return node.type === "text" ? node.value : (node.children ?? []).map(written).join("");
};
const headings = (node) => [...(node.type === "heading" ? [node] : []), ...(node.children ?? []).flatMap(headings)];

let failed = 0;
for (const file of process.argv.slice(2)) {
  const source = readFileSync(file, "utf8");
  const match = FRONT.exec(source);
  const problems = [];
  let meta = {};
  if (!match) problems.push("no front matter");
  else {
    try {
      meta = parse(match[1]) ?? {};
    } catch (e) {
      problems.push(`front matter: ${e.message}`);
    }
  }
  if (!meta.title) problems.push("no title in front matter");
  let tree = { type: "root", children: [] };
  try {
    // The front matter turns into blank lines, so the parser's lines are the file's.
    tree = parser.parse(match ? match[0].replace(/[^\r\n]/g, " ") + source.slice(match[0].length) : source);
  } catch (e) {
    problems.push(`MDX, line ${e.line}:${e.column}: ${e.reason ?? e.message}`);
  }
  const words = prose(tree)
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const outline = headings(tree).map(
    (h) => `${"  ".repeat(Math.max(0, h.depth - 2))}${"#".repeat(h.depth)} ${written(h)}`,
  );
  if (headings(tree).some((h) => h.depth === 1)) problems.push("h1 in body: the title is the h1");
  console.log(`${problems.length ? "FAIL" : "ok  "} ${file}  (${words} words)`);
  for (const h of outline) console.log(`       ${h}`);
  for (const p of problems) console.log(`   !! ${p}`);
  if (problems.length) failed++;
}
process.exitCode = failed ? 1 : 0;
