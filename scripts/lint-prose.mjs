#!/usr/bin/env node
// npm run lint:prose: the house style (docs/huisstijl.md) over the content's MDX pages and the API
// descriptions of content/web-components.json, with textlint (scripts/proseLint.js). Prints every problem
// with its file and line and exits 1 if there is one.
//   node scripts/lint-prose.mjs [--format unix|stylish|compact|json] [FILES…]
// Without files it lints content/**/*.mdx and the API descriptions; with files, only those (an .mdx
// page, or content/web-components.json for its descriptions).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadLinterFormatter } from "textlint";
import proseLint from "./proseLint.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const API_FILE = "content/web-components.json";

const args = process.argv.slice(2);
let formatterName = "stylish";
const formatIndex = args.indexOf("--format");
if (formatIndex >= 0) [, formatterName] = args.splice(formatIndex, 2);
const files = args.length > 0 ? args : ["content/**/*.mdx", API_FILE];

const linter = await proseLint.createProseLinter(root);
const pages = files.filter((file) => path.resolve(root, file) !== path.join(root, API_FILE));
const results = pages.length > 0 ? await linter.lintFiles(pages.map((file) => path.resolve(root, file))) : [];
if (pages.length < files.length) {
  const jsonText = readFileSync(path.join(root, API_FILE), "utf8");
  results.push(await proseLint.lintApiDescriptions(linter, jsonText, path.join(root, API_FILE)));
}

const problems = results.reduce((count, result) => count + result.messages.length, 0);
const formatter = await loadLinterFormatter({ formatterName, color: process.stdout.isTTY === true });
if (problems > 0) {
  console.log(formatter.format(results));
  console.error(`${problems} problem(s) with the house style; docs/huisstijl.md explains each rule.`);
  process.exitCode = 1;
} else {
  console.log(`House style: no problems in ${results.length} file(s).`);
}
