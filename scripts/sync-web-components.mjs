#!/usr/bin/env node
// Rewrites content/web-components.json from facts/web-components.json: every component, member and
// field of the facts, in their order, keeping the Dutch description each member already has. A member
// new in the facts gets an empty description, which the content check (checks/webComponents.test.ts) then names, so a maintainer sees
// exactly what to write after a new release. The facts' English notes are never copied.
//
//   node scripts/sync-web-components.mjs [DESCRIPTIONS.json …]
//
// Optional files give descriptions to merge in, shaped { tag: { props: { name: text }, …, slots: { "": text } } }
// (the default slot has the key ""); they win over the descriptions already in the content file.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const factsFile = path.join(root, "facts/web-components.json");
const contentFile = path.join(root, "content/web-components.json");
const KINDS = ["props", "events", "methods", "slots", "parts", "cssProperties"];

const facts = JSON.parse(readFileSync(factsFile, "utf8"));
const current = JSON.parse(readFileSync(contentFile, "utf8"));
const key = (member) => member.name ?? "";

/** descriptions[tag][kind][name] from the content file, then from each file given. */
const descriptions = {};
function remember(tag, kind, name, text) {
  ((descriptions[tag] ??= {})[kind] ??= {})[name] = text;
}
for (const component of current.components ?? []) {
  for (const kind of KINDS)
    for (const member of component[kind] ?? [])
      if (member.description) remember(component.tag, kind, key(member), member.description);
}
for (const file of process.argv.slice(2)) {
  for (const [tag, kinds] of Object.entries(JSON.parse(readFileSync(file, "utf8")))) {
    for (const [kind, members] of Object.entries(kinds))
      for (const [name, text] of Object.entries(members)) remember(tag, kind, name, text);
  }
}

const components = facts.components.map((component) => {
  const out = { tag: component.tag, private: component.private, source: component.source };
  for (const kind of KINDS) {
    out[kind] = component[kind].map(({ sourceNote: _note, ...member }) => ({
      ...member,
      description: descriptions[component.tag]?.[kind]?.[key(member)] ?? "",
    }));
  }
  out.dependsOn = component.dependsOn;
  return out;
});

const about =
  "API metadata of the web components at release " +
  facts.release +
  ": every component, member and field of facts/web-components.json, with a Dutch description of each member written for this site. " +
  "Regenerate with scripts/sync-web-components.mjs after the facts change; checks/webComponents.test.ts checks it.";
writeFileSync(contentFile, `${JSON.stringify({ about, release: facts.release, components }, null, 1)}\n`);
const empty = components.flatMap((c) =>
  KINDS.flatMap((kind) =>
    c[kind].filter((m) => !m.description).map((m) => `${c.tag} ${kind} ${key(m) || "(standaard-slot)"}`),
  ),
);
console.log(
  `${contentFile}: ${components.length} components; ${empty.length} members without a description${empty.length ? `:\n  ${empty.join("\n  ")}` : ""}`,
);
