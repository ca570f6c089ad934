#!/usr/bin/env node
// Prints the Dutch API descriptions of content/web-components.json as plain text, one per line, without
// code spans and link targets, for the spell check (npm run spellcheck pipes it into cspell).
import { readFileSync } from "node:fs";

const { components } = JSON.parse(readFileSync(new URL("../content/web-components.json", import.meta.url), "utf8"));
const kinds = ["props", "events", "methods", "slots", "parts", "cssProperties"];
for (const component of components) {
  for (const kind of kinds) {
    for (const member of component[kind])
      console.log(member.description.replace(/`[^`]*`/g, "").replace(/\]\([^)]*\)/g, "]"));
  }
}
