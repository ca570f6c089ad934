import { contrastRatio, formatRatio, longHex } from "../src/lib/contrast";
import { childrenOf } from "../plugins/content-model/markdown";
import { nodesOf, proseOf, type MdxAnalysis, type MdxNode } from "../plugins/content-model/mdxAnalysis";

/*
 * The colour figures a page states, against the release's SCSS variables (content/release/variables.json)
 * and the WCAG formula: a table row that starts with a variable (`$grijs-40`) and gives a hex code and a
 * contrast on white, and the prose form `` `$grijs-90` (`#191919`, 17,6:1) ``. Each problem names the
 * line. The figures are still typed by hand; this keeps them true until the pages compute them.
 */
const RATIO = /^(\d+(?:,\d)?):1$/;
const WHITE = "#ffffff";

const cellText = (cell: MdxNode) => proseOf(cell).replace(/\s+/g, " ").trim();
const codeIn = (cell: MdxNode) =>
  nodesOf(cell, (node) => node.type === "inlineCode").map((node) => (node.type === "inlineCode" ? node.value : ""));

function figureProblems(
  line: number,
  name: string,
  hex: string,
  ratio: string | undefined,
  colours: Record<string, string>,
) {
  const problems: string[] = [];
  const value = colours[name];
  if (value === undefined) return [`line ${line}: $${name} is not a colour of the release`];
  if (longHex(hex) !== value) problems.push(`line ${line}: $${name} is ${value} in the release, the page says ${hex}`);
  if (ratio !== undefined) {
    const computed = formatRatio(contrastRatio(value, WHITE));
    if (`${ratio}:1` !== computed)
      problems.push(`line ${line}: $${name} on white is ${computed}, the page says ${ratio}:1`);
  }
  return problems;
}

export function colourFigureProblems(page: MdxAnalysis, colours: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const row of nodesOf(page.tree, (node) => node.type === "tableRow")) {
    const cells = childrenOf(row);
    const name = /^\$([\w-]+)$/.exec((cells[0] ? codeIn(cells[0]) : [])[0] ?? "")?.[1];
    const hex = cells.flatMap(codeIn).find((code) => /^#[0-9a-f]{3,6}$/i.test(code));
    if (!name || !hex) continue;
    const ratio = cells
      .map(cellText)
      .map((text) => RATIO.exec(text)?.[1])
      .find(Boolean);
    problems.push(...figureProblems(row.position!.start.line, name, hex, ratio, colours));
  }
  for (const match of page.source.matchAll(/`\$([\w-]+)`,? \(`(#[0-9a-fA-F]{3,6})`, (\d+(?:,\d)?):1\)/g)) {
    const line = page.source.slice(0, match.index).split("\n").length;
    problems.push(...figureProblems(line, match[1], match[2], match[3], colours));
  }
  return problems;
}
