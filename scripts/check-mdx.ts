// Author's tool: reads MDX files as the site does (plugins/content-model/mdxAnalysis.ts) and reports what a
// reviewer looks at first (title, prose word count, h2/h3 outline), so a writer can check a page
// without running the whole Gatsby build.
// Usage: npx tsx scripts/check-mdx.ts content/docs/components/*.mdx
import type { Heading } from "mdast";
import { readFileSync } from "node:fs";
import { visit } from "unist-util-visit";
import { proseWords } from "../plugins/content-model/blogRules";
import { childrenOf, type MdastNode } from "../plugins/content-model/markdown";
import { analyseMdx } from "../plugins/content-model/mdxAnalysis";

// A heading as written, code spans in backticks, as the page checks look for a variant's name in them.
const written = (node: MdastNode): string => {
  if (node.type === "inlineCode") return `\`${node.value}\``;
  return node.type === "text" ? node.value : childrenOf(node).map(written).join("");
};

let failed = 0;
for (const file of process.argv.slice(2)) {
  const problems: string[] = [];
  const headings: Heading[] = [];
  let words = 0;
  try {
    const page = analyseMdx(readFileSync(file, "utf8"), file);
    if (typeof page.frontMatter.title !== "string" || !page.frontMatter.title)
      problems.push("no title in front matter");
    words = proseWords(page);
    visit(page.tree, "heading", (heading) => {
      headings.push(heading);
    });
  } catch (error) {
    // The analysis names the file, line and column of front matter or MDX it cannot read.
    problems.push((error as Error).message);
  }
  if (headings.some((heading) => heading.depth === 1)) problems.push("h1 in body: the title is the h1");
  console.log(`${problems.length ? "FAIL" : "ok  "} ${file}  (${words} words)`);
  for (const heading of headings)
    console.log(
      `       ${"  ".repeat(Math.max(0, heading.depth - 2))}${"#".repeat(heading.depth)} ${written(heading)}`,
    );
  for (const problem of problems) console.log(`   !! ${problem}`);
  if (problems.length) failed++;
}
process.exitCode = failed ? 1 : 0;
