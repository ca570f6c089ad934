"use strict";
// Neutral wording: a sentence about "de gebruiker" (or "de eindgebruiker", "de bezoeker") does not go on
// with "hij" or "zijn". Write "die", use the plural, or speak to the reader with "je".
// A heuristic. "zijn" is mostly the verb ("... als de velden leeg zijn"), so it only counts right after
// a preposition or right after the person ("van zijn aanvraag", "de gebruiker zijn antwoord"), and not
// in "op zijn plaats". "hem" is left out: it mostly stands for a thing ("tot de gebruiker hem sluit").
// "hij" for a thing in a sentence about the user is reported too; write "die" there, or put
// `{/* huisstijl-ok */}` above the paragraph. See docs/huisstijl.md, "Neutraal schrijven".
const { isAllowed } = require("../allow");

const PERSON = /(?<![\p{L}])(?:eind)?gebruiker(?![\p{L}])|(?<![\p{L}])bezoeker(?![\p{L}])/iu;
const HIJ = /(?<![\p{L}])hij(?![\p{L}])/giu;
const ZIJN =
  /(?<![\p{L}])(?:van|op|om|in|met|aan|voor|bij|naar|uit|over|door|tot|onder|zonder|tegen|per|gebruiker|eindgebruiker|bezoeker|hij)\s+(zijn)(?![\p{L}])(?!\s+(?:plaats|gang)\b)/giu;

/** [index, word] of every pronoun of a sentence that may stand for the person. */
function pronouns(sentence) {
  const found = [...sentence.matchAll(HIJ)].map((match) => [match.index, match[0]]);
  for (const match of sentence.matchAll(ZIJN)) found.push([match.index + match[0].length - match[1].length, match[1]]);
  return found.sort((a, b) => a[0] - b[0]);
}

/** The node's source with everything but its plain text (code, link targets, markup) blanked out. */
function plainText(node) {
  const chars = Array.from({ length: node.raw.length }, (_, i) => (node.raw[i] === "\n" ? "\n" : " "));
  const visit = (child) => {
    if (child.type === "Str") {
      const offset = child.range[0] - node.range[0];
      for (let i = 0; i < child.raw.length; i++) chars[offset + i] = child.raw[i];
    }
    (child.children || []).forEach(visit);
  };
  (node.children || []).forEach(visit);
  return chars.join("");
}

/** [start, end] offsets of the sentences of a text. */
function sentences(text) {
  const spans = [];
  let start = 0;
  for (const match of text.matchAll(/[.!?](?=\s|$)/g)) {
    spans.push([start, match.index + 1]);
    start = match.index + 1;
  }
  if (start < text.length) spans.push([start, text.length]);
  return spans;
}

function hasParagraphAncestor(node) {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === "Paragraph") return true;
  return false;
}

module.exports = function gebruikerHij(context) {
  const { Syntax, report, RuleError, locator } = context;
  const check = (node) => {
    if (hasParagraphAncestor(node) || isAllowed(node)) return;
    const text = plainText(node);
    for (const [start, end] of sentences(text)) {
      const sentence = text.slice(start, end);
      if (!PERSON.test(sentence)) continue;
      for (const [offset, word] of pronouns(sentence)) {
        const index = start + offset;
        report(
          node,
          new RuleError(
            `"${word}" over de gebruiker: schrijf neutraal met "die", het meervoud of "je" (docs/huisstijl.md)`,
            {
              padding: locator.range([index, index + word.length]),
            },
          ),
        );
      }
    }
  };
  return { [Syntax.Paragraph]: check, [Syntax.TableCell]: check, [Syntax.Header]: check };
};
