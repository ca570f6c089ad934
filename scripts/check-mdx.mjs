#!/usr/bin/env node
// Author's tool: compiles MDX files the way the site does and reports what a
// reviewer looks at first (title, prose word count, h2/h3 outline), so a writer
// can check a page without running the whole Gatsby build.
// Usage: node scripts/check-mdx.mjs content/docs/components/*.mdx
import { readFileSync } from "node:fs";
import { compile } from "@mdx-js/mdx";
import remarkGfm from "remark-gfm";
import { parse } from "yaml";

const FRONT = /^---\n([\s\S]*?)\n---\n/;
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
  const body = match ? source.slice(match[0].length) : source;
  try {
    await compile(body, { remarkPlugins: [remarkGfm] });
  } catch (e) {
    problems.push(`MDX: ${e.message}`);
  }
  const prose = body
    .replace(/^```[\s\S]*?^```/gm, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, " ");
  const words = prose.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const outline = [...body.replace(/^```[\s\S]*?^```/gm, "").matchAll(/^(#{1,6}) (.+)$/gm)].map(
    (m) => `${"  ".repeat(m[1].length - 2)}${m[1]} ${m[2]}`,
  );
  if (outline.some((h) => h.trim().startsWith("# "))) problems.push("h1 in body: the title is the h1");
  console.log(`${problems.length ? "FAIL" : "ok  "} ${file}  (${words} words)`);
  for (const h of outline) console.log(`       ${h}`);
  for (const p of problems) console.log(`   !! ${p}`);
  if (problems.length) failed++;
}
process.exitCode = failed ? 1 : 0;
