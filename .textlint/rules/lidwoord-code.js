"use strict";
// The article of a term also counts when the term is written as code: "het `detail`" of an event,
// not "de `detail`". prh (.textlint/prh.yml) checks the terms in plain text; it does not see code.
// See docs/huisstijl.md, "Termen".
const { isAllowed } = require("../allow");

/** Code span → the article it takes, and the wrong articles with their right form. */
const ARTICLES = {
  detail: { de: "het", De: "Het", deze: "dit", Deze: "Dit" },
};

module.exports = function lidwoordCode(context) {
  const { Syntax, report, RuleError, locator } = context;
  return {
    [Syntax.Code](node) {
      const wrong = ARTICLES[node.value];
      const siblings = node.parent ? node.parent.children : [];
      const before = siblings[siblings.indexOf(node) - 1];
      if (!wrong || !before || before.type !== "Str" || isAllowed(node)) return;
      const match = /(?<![\p{L}])(\p{L}+) $/u.exec(before.value);
      if (!match || !(match[1] in wrong)) return;
      report(
        before,
        new RuleError(`${match[1]} \`${node.value}\` => ${wrong[match[1]]} \`${node.value}\` (docs/huisstijl.md)`, {
          padding: locator.range([match.index, match.index + match[1].length]),
        }),
      );
    },
  };
};
