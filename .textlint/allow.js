"use strict";
// The one way to silence a house-style rule of .textlint/rules/ where its heuristic is wrong:
// `{/* huisstijl-ok */}` (in Markdown `<!-- huisstijl-ok -->`) on its own line right above the
// paragraph or code block, or inside the paragraph. Write why next to it.

const ALLOW_MARKER = "huisstijl-ok";

function isAllowMarker(node) {
  return Boolean(node) && (node.type === "Comment" || node.type === "Html") && node.raw.includes(ALLOW_MARKER);
}

/** Whether an allow marker stands right before one of the node's enclosing blocks, or inside one. */
function isAllowed(node) {
  for (let current = node; current && current.parent; current = current.parent) {
    const siblings = current.parent.children;
    const index = siblings.indexOf(current);
    if (index > 0 && isAllowMarker(siblings[index - 1])) return true;
    if (current.parent.type !== "Document" && siblings.some(isAllowMarker)) return true;
  }
  return false;
}

module.exports = { ALLOW_MARKER, isAllowed };
