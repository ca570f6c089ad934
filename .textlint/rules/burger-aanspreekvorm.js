"use strict";
// Example text that speaks to a citizen (labels, placeholders, messages and button texts in the code
// examples, and example texts quoted in the prose) says "u" and "uw", as the Omgevingsloket does.
// This rule finds "je", "jij", "jou", "jouw", "jezelf" and "jullie" in such text:
// - in code blocks of markup or script: string values and the text between tags (comments are the
//   reader's and left alone);
// - in inline code: its string values and the text between tags (`label="Vul uw naam in"`);
// - in the opening tag of an MDX component: its string values (`args={{ "label": "…" }}`);
// - in the prose: text between double quotes ("Vul uw e-mailadres in").
// See docs/huisstijl.md, "Voorbeeldtekst voor burgers".
const { isAllowed } = require("../allow");

const INFORMAL = /(?<![\p{L}\p{N}_-])(je|jij|jou|jouw|jezelf|jullie)(?![\p{L}\p{N}_-])/giu;
const CODE_LANGUAGES = new Set(["html", "jsx", "tsx", "js", "ts", "javascript", "typescript", "json", "vue"]);
const MARKUP_LANGUAGES = new Set(["html", "jsx", "tsx", "vue"]);

/** The text with its comments replaced by spaces, so that offsets stay the same. */
function withoutComments(code) {
  const blank = (match) => match.replace(/[^\n]/g, " ");
  return code
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(?<![:"'\w\\])\/\/[^\n]*/g, blank);
}

/** [offset, text] of every string value, and of the text between tags when `markup` is set. */
function exampleTexts(code, markup) {
  const texts = [];
  const patterns = [/"([^"\n]*)"/g, /'([^'\n]*)'/g, /`([^`]*)`/g];
  if (markup) patterns.push(/>([^<>{}]+)</g);
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) texts.push([match.index + 1, match[1]]);
  }
  return texts;
}

/** [offset, text] of every part of prose between double quotes. */
function quotedProse(text) {
  return [...text.matchAll(/["“„]([^"“”„\n]+)["”]/g)].map((match) => [match.index + 1, match[1]]);
}

function informalWords(texts) {
  const found = [];
  for (const [offset, text] of texts) {
    for (const match of text.matchAll(INFORMAL)) found.push({ index: offset + match.index, word: match[0] });
  }
  return found.sort((a, b) => a.index - b.index);
}

module.exports = function burgerAanspreekvorm(context) {
  const { Syntax, report, RuleError, locator } = context;
  const reportAll = (node, found, where) => {
    if (found.length === 0 || isAllowed(node)) return;
    for (const { index, word } of found) {
      report(
        node,
        new RuleError(
          `"${word}" in ${where}: voorbeeldtekst spreekt de burger aan met "u" en "uw" (docs/huisstijl.md)`,
          { padding: locator.range([index, index + word.length]) },
        ),
      );
    }
  };
  return {
    [Syntax.CodeBlock](node) {
      const lang = (node.lang || "").toLowerCase();
      if (!CODE_LANGUAGES.has(lang) || !node.value) return;
      const start = node.raw.indexOf(node.value);
      if (start < 0) return;
      const found = informalWords(exampleTexts(withoutComments(node.value), MARKUP_LANGUAGES.has(lang)));
      reportAll(
        node,
        found.map((hit) => ({ ...hit, index: start + hit.index })),
        "een codevoorbeeld",
      );
    },
    [Syntax.Code](node) {
      const start = node.raw.indexOf(node.value);
      if (start < 0) return;
      const found = informalWords(exampleTexts(node.value, true));
      reportAll(
        node,
        found.map((hit) => ({ ...hit, index: start + hit.index })),
        "code in de tekst",
      );
    },
    [Syntax.Html](node) {
      const openingTag = /^<[A-Za-z][^>]*>/.exec(node.raw);
      if (!openingTag) return;
      reportAll(node, informalWords(exampleTexts(openingTag[0], false)), "de attributen van een component");
    },
    [Syntax.Str](node) {
      reportAll(node, informalWords(quotedProse(node.value)), "tekst tussen aanhalingstekens");
    },
  };
};
