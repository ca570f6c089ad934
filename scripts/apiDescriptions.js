/**
 * The Dutch API descriptions of content/api-descriptions.json, each with its member and the line of the
 * JSON file it stands on. The spell check (scripts/api-descriptions.mjs), the prose linter
 * (scripts/proseLint.js) and the overlap check (scripts/overlap.mjs) read them through this one module.
 * CommonJS, so that Jest and those ES modules load the same definition.
 */

/** The member lists of a component, in the order of the JSON file. */
const KINDS = ["props", "events", "methods", "slots", "parts", "cssProperties"];

/**
 * Every member's description, in the file's order, as { tag, kind, name, description, line, column }:
 * `line` is the line its text stands on and `column` the column of the text's first character after
 * the opening quote (both 1-based). The file has one member per line (or, for a description flagged
 * for review, one field per line), as the sync writes it (src/release/store.ts); a description not
 * found on a line of its own gets line 0.
 */
function apiDescriptions(jsonText) {
  const { components } = JSON.parse(jsonText);
  const lines = jsonText.split("\n");
  const members = [];
  let from = 0;
  /** The next line at or after `from` holding the string `value` as a field, with its position. */
  const locate = (value) => {
    const encoded = JSON.stringify(value);
    for (let index = from; index < lines.length; index += 1) {
      const at = lines[index].indexOf(`": ${encoded}`);
      if (at !== -1) {
        from = index + 1;
        return { line: index + 1, column: at + 5 };
      }
    }
    return { line: 0, column: 0 };
  };
  for (const [tag, component] of Object.entries(components)) {
    for (const kind of KINDS) {
      for (const [key, described] of Object.entries(component[kind] ?? {})) {
        const description = typeof described === "object" ? described.description : described;
        members.push({ tag, kind, name: key === "" ? null : key, description, ...locate(description) });
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
