/**
 * The Dutch API descriptions of content/web-components.json, each with its member and the line of the
 * JSON file it stands on. The spell check (scripts/api-descriptions.mjs), the prose linter
 * (scripts/proseLint.js) and the overlap check (scripts/overlap.mjs) read them through this one module.
 * CommonJS, so that Jest and those ES modules load the same definition.
 */

/** The member lists of a component, in the order of the JSON file. */
const KINDS = ["props", "events", "methods", "slots", "parts", "cssProperties"];

/**
 * Every member's description, in the file's order, as { tag, kind, name, description, line, column }:
 * `line` is the line of its `"description"` field and `column` the column of the text's first character
 * after the opening quote (both 1-based). The file has one field per line, as
 * scripts/sync-web-components.mjs writes it; a description not found on a line of its own gets line 0.
 */
function apiDescriptions(jsonText) {
  const { components } = JSON.parse(jsonText);
  const lines = jsonText.split("\n");
  const descriptionLines = [];
  let tag = null;
  lines.forEach((text, index) => {
    const field = /^(\s*"(tag|description)": )(".*?")\s*,?\s*$/.exec(text);
    if (!field) return;
    const value = JSON.parse(field[3]);
    if (field[2] === "tag") tag = value;
    else descriptionLines.push({ tag, value, line: index + 1, column: field[1].length + 2, used: false });
  });
  const members = [];
  for (const component of components) {
    for (const kind of KINDS) {
      for (const member of component[kind] ?? []) {
        const found = descriptionLines.find(
          (entry) => !entry.used && entry.tag === component.tag && entry.value === member.description,
        );
        if (found) found.used = true;
        members.push({
          tag: component.tag,
          kind,
          name: member.name,
          description: member.description,
          line: found ? found.line : 0,
          column: found ? found.column : 0,
        });
      }
    }
  }
  return members;
}

/** A description as the spell check reads it: without code spans and link targets. */
function spellCheckText(description) {
  return description.replace(/`[^`]*`/g, "").replace(/\]\([^)]*\)/g, "]");
}

module.exports = { KINDS, apiDescriptions, spellCheckText };
