// npm run lint:prose: the house style (docs/huisstijl.md) over the content's MDX pages and the API
// descriptions of content/api-descriptions.json, with textlint (scripts/proseLint.ts). Prints every problem
// with its file and line and exits 1 if there is one.
//   npx tsx scripts/lint-prose.ts [--format stylish|unix|compact|json] [FILES…]
// Without files it lints content/**/*.mdx and content/api-descriptions.json. A .json file is read as
// web-component metadata: its API descriptions are linted, and each problem names the member.
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadLinterFormatter } from "textlint";
import { createProseLinter, lintApiDescriptions, type TextlintResult } from "./proseLint";

const root = path.resolve(__dirname, "..");

const args = process.argv.slice(2);
let formatterName = "stylish";
const formatIndex = args.indexOf("--format");
if (formatIndex >= 0) [, formatterName] = args.splice(formatIndex, 2);
const files = (args.length > 0 ? args : ["content/**/*.mdx", "content/api-descriptions.json"]).map((file) =>
  path.resolve(root, file),
);

async function main(): Promise<void> {
  const linter = await createProseLinter(root);
  const pages = files.filter((file) => !file.endsWith(".json"));
  const results: TextlintResult[] = pages.length > 0 ? await linter.lintFiles(pages) : [];
  for (const file of files.filter((file) => file.endsWith(".json")))
    results.push(await lintApiDescriptions(linter, readFileSync(file, "utf8"), file));

  const problems = results.reduce((count, result) => count + result.messages.length, 0);
  const formatter = await loadLinterFormatter({ formatterName, color: process.stdout.isTTY === true });
  if (formatterName === "json" || problems > 0) console.log(formatter.format(results));
  else console.log(`House style: no problems in ${results.length} file(s).`);
  if (problems > 0) {
    console.error(`${problems} problem(s) with the house style; docs/huisstijl.md explains each rule.`);
    process.exitCode = 1;
  }
}

void main();
