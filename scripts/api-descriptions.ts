// Prints the Dutch API descriptions of content/api-descriptions.json as plain text, one per line, without
// code spans and link targets, for the spell check (npm run spellcheck pipes it into cspell).
import { readFileSync } from "node:fs";
import path from "node:path";
import { apiDescriptions, spellCheckText } from "./apiDescriptions";

for (const { description } of apiDescriptions(
  readFileSync(path.join(__dirname, "..", "content", "api-descriptions.json"), "utf8"),
))
  console.log(spellCheckText(description));
