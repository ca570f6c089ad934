#!/usr/bin/env node
// Prints the Dutch API descriptions of content/api-descriptions.json as plain text, one per line, without
// code spans and link targets, for the spell check (npm run spellcheck pipes it into cspell).
import { readFileSync } from "node:fs";
import { apiDescriptions, spellCheckText } from "./apiDescriptions.ts";

for (const { description } of apiDescriptions(
  readFileSync(new URL("../content/api-descriptions.json", import.meta.url), "utf8"),
))
  console.log(spellCheckText(description));
