import { readFileSync } from "node:fs";
import path from "node:path";
import { createLinter, loadTextlintrc } from "textlint";
import { apiDescriptions, type ApiDescription } from "./apiDescriptions";

/**
 * The prose linter of `npm run lint:prose` (scripts/lint-prose.ts): textlint with the configuration of
 * .textlintrc.json (the MDX plugin and prh with the dictionary .textlint/prh.yml) plus the house-style
 * rules of .textlint/rules/. docs/huisstijl.md says what they enforce. Its tests
 * (checks/__tests__/proseLint.test.ts) run the command: textlint loads its modules with import(),
 * which Jest's module system does not offer.
 */

const ROOT = path.resolve(__dirname, "..");
export const RULES_DIR = path.join(ROOT, ".textlint", "rules");

/** The house-style rules in .textlint/rules/, by file name; textlint names each by its file. */
export const HOUSE_RULES = ["burger-aanspreekvorm", "gebruiker-hij", "lidwoord-code"];

/** What textlint reports of one file. */
export type TextlintResult = Awaited<ReturnType<ReturnType<typeof createLinter>["lintText"]>>;

const KIND_NAMES: Record<ApiDescription["kind"], string> = {
  props: "property",
  events: "event",
  methods: "methode",
  slots: "slot",
  parts: "part",
  cssProperties: "CSS custom property",
};

/** The configured linter; `root` is the project folder, whose .textlintrc.json and node_modules it uses. */
export async function createProseLinter(root = ROOT) {
  const base = await loadTextlintrc({
    configFilePath: path.join(root, ".textlintrc.json"),
    node_modulesDir: path.join(root, "node_modules"),
  });
  // textlint falls back to its built-in plugins, silently, when a module of the configuration does not
  // load; that would pass every page. So every plugin and rule of the configuration must be there.
  const config = JSON.parse(readFileSync(path.join(root, ".textlintrc.json"), "utf8"));
  const loaded = [
    ...base.plugin.toKernelPluginsFormat().map((plugin) => plugin.pluginId),
    ...base.rule.toKernelRulesFormat().map((rule) => rule.ruleId),
  ];
  const missing = [...Object.keys(config.plugins ?? {}), ...Object.keys(config.rules ?? {})].filter(
    (id) => !loaded.includes(id),
  );
  if (missing.length > 0) {
    throw new Error(
      `textlint could not load ${missing.join(", ")} of .textlintrc.json (is it installed? run npm install; ` +
        "DEBUG=textlint:* shows why)",
    );
  }
  const houseRules = await Promise.all(
    HOUSE_RULES.map(async (ruleId) => ({ ruleId, rule: (await import(path.join(RULES_DIR, `${ruleId}.js`))).default })),
  );
  const descriptor = base.shallowMerge({ rules: [...base.rule.toKernelRulesFormat(), ...houseRules] });
  return createLinter({ descriptor, cwd: root });
}

/**
 * Lints the API descriptions of an api-descriptions.json text as one Markdown document, one paragraph per
 * description, and returns a textlint result for `filePath` whose messages name the member and the
 * line of its description in the JSON file.
 */
export async function lintApiDescriptions(
  linter: ReturnType<typeof createLinter>,
  jsonText: string,
  filePath: string,
): Promise<TextlintResult> {
  const members = apiDescriptions(jsonText);
  const SEPARATOR = "\n\n";
  const starts: number[] = [];
  let offset = 0;
  for (const member of members) {
    starts.push(offset);
    offset += member.description.length + SEPARATOR.length;
  }
  const text = members.map((member) => member.description).join(SEPARATOR);
  const result = await linter.lintText(text, `${filePath}.md`);
  // The member whose description holds the offset: the last one starting at or before it.
  const memberAt = (textOffset: number) => starts.filter((start) => start <= textOffset).length - 1;
  // Each message moves to its description's place in the JSON file; the fixes of the joined text
  // would not fit there, so they are left out.
  const messages = result.messages.map(({ fix: _fix, ...message }) => {
    const index = memberAt(message.range[0]);
    const member = members[index];
    const before = member.description.slice(0, message.range[0] - starts[index]);
    const column = member.column + JSON.stringify(before).length - 2;
    const where = `${member.tag} ${KIND_NAMES[member.kind]} ${member.name}`;
    const loc = { start: { line: member.line, column }, end: { line: member.line, column } };
    return { ...message, message: `${where}: ${message.message}`, line: member.line, column, loc };
  });
  return { ...result, filePath, messages };
}
