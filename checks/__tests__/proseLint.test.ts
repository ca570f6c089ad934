/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Each rule of the house style (docs/huisstijl.md) fails on its bad form and stays quiet on the good
// one. The fixtures go through the command of `npm run lint:prose` (scripts/lint-prose.ts), so through
// the whole configured linter: .textlintrc.json with the MDX plugin and .textlint/prh.yml, plus
// .textlint/rules/. It runs once for all fixtures, each a file of its own in a temporary folder.
// (textlint loads its modules with import(), which Jest's module system does not offer.)

interface Problem {
  ruleId: string;
  message: string;
  line: number;
  column: number;
}

const fixtures: { name: string; text: string }[] = [];
/** Registers a fixture file and returns its name; a .json fixture is read as web-component metadata. */
function fixture(text: string, extension: ".mdx" | ".json" = ".mdx"): string {
  const name = `fixture-${fixtures.length}${extension}`;
  fixtures.push({ name, text });
  return name;
}

let folder: string;
let exitStatus: number | null = null;
const results = new Map<string, Problem[]>();
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), "dso-prose-"));
  for (const { name, text } of fixtures) writeFileSync(path.join(folder, name), text);
  const run = spawnSync(
    process.execPath,
    [
      // The command runs through tsx (package.json), as the TypeScript modules it imports need.
      "--import",
      "tsx",
      path.resolve(__dirname, "../../scripts/lint-prose.ts"),
      "--format",
      "json",
      ...fixtures.map(({ name }) => path.join(folder, name)),
    ],
    { encoding: "utf8" },
  );
  exitStatus = run.status;
  if (!run.stdout.trim().startsWith("[")) throw new Error(`lint-prose.ts failed: ${run.stderr}`);
  for (const result of JSON.parse(run.stdout) as { filePath: string; messages: Problem[] }[])
    results.set(path.basename(result.filePath), result.messages);
}, 60_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function problems(name: string, ruleId?: string): Problem[] {
  const found = results.get(name);
  if (!found) throw new Error(`no result for ${name}`);
  return ruleId ? found.filter((problem) => problem.ruleId === ruleId) : found;
}

it("exits with 1 when there is a problem", () => {
  expect(exitStatus).toBe(1);
});

/** Bad text, what the message starts with, good text: per entry of .textlint/prh.yml. */
const DICTIONARY: [string, string, string][] = [
  ["Het component vuurt een `dsoChange` af.", "vuurt => stuurt", "Het component stuurt een `dsoChange`."],
  ["Beide componenten vuren het event af.", "vuren => sturen", "Beide componenten sturen het event."],
  ["Na het afvuren van het event sluit de Modal.", "afvuren => sturen", "Na het sturen van het event sluit de Modal."],
  ["Het component hoeft niets af te vuren.", "af te vuren => te sturen", "Het component hoeft niets te sturen."],
  ["Het event wordt afgevuurd bij elke klik.", "afgevuurd => gestuurd", "Het event wordt gestuurd bij elke klik."],
  ["Het event gaat af bij elke klik.", "gaat af => wordt gestuurd", "De browser gaat af op de taal van de pagina."],
  ["In de detail staat de waarde.", "de detail => het detail", "In het detail staat de waarde; de details volgen."],
  ["De detail bevat de waarde.", "De detail => Het detail", "Het detail bevat de waarde."],
  ["Zet de component in een formulier.", "de component => het component", "Zet het component in een formulier."],
  ["Gebruik de web component.", "de web component => het web component", "Gebruik het web component."],
  ["De web component toont een lijst.", "De web component => Het web component", "Het web component toont een lijst."],
  ["Gebruik deze component in formulieren.", "deze component => dit component", "De componenten en de component-API."],
  ["Zet het property op `true`.", "het property => de property", "Zet de property op `true`."],
  ["Installeer het package met npm.", "package => pakket", "Installeer het pakket met npm; zie package.json."],
  ["Installeer de packages met npm.", "packages => pakketten", "Installeer de pakketten met npm."],
  ["Het npm-package staat in het register.", "package => pakket", "Het npm-pakket `@dso-toolkit/core`."],
  [
    "Gebruik de HTML/CSS implementatie.",
    "HTML/CSS implementatie => HTML/CSS-implementatie",
    "Gebruik de HTML/CSS-implementatie.",
  ],
  [
    "Er is ook een Angular implementatie.",
    "Angular implementatie => Angular-implementatie",
    "Er is ook een Angular-implementatie.",
  ],
  [
    "Alle HTML/CSS componenten staan erin.",
    "HTML/CSS componenten => HTML/CSS-componenten",
    "Alle HTML/CSS-componenten staan erin.",
  ],
  ["We willen de marges gelijk trekken.", "gelijk trekken => gelijkmaken", "We willen de marges gelijkmaken."],
  ["De marges zijn gelijkgetrokken.", "gelijkgetrokken => gelijkgemaakt", "De marges zijn op elkaar afgestemd."],
  [
    "Deze versie trekt de marges gelijk.",
    "trekt de marges gelijk => maakt de marges gelijk",
    "Deze versie trekt de aandacht.",
  ],
  ["## Getting started", "Getting started => Aan de slag", "## Aan de slag"],
  ["Het is een component op laag niveau.", "component op laag niveau => basiscomponent", "Het is een basiscomponent."],
  [
    "Er is geen enkele bron van waarheid voor de tokens.",
    "geen enkele bron van waarheid => één centrale bron",
    "Er is één centrale bron voor de tokens.",
  ],
].map(([bad, message, good]) => [fixture(bad), message, fixture(good)]);

describe("the dictionary (.textlint/prh.yml)", () => {
  it.each(DICTIONARY)("reports the bad form in %s: %s", (bad, message) => {
    const found = problems(bad);
    expect(found).toHaveLength(1);
    expect(found[0].ruleId).toBe("prh");
    expect(found[0].message.split("\n")[0]).toBe(message);
  });

  it.each(DICTIONARY.map(([, message, good]) => [good, message]))("accepts the good form in %s (%s)", (good) => {
    expect(problems(good)).toEqual([]);
  });

  const code = fixture(
    [
      "Lees `de component vuurt` en `package.json`.",
      "",
      "```html",
      '<dso-alert status="info">Het package vuurt</dso-alert>',
      "```",
    ].join("\n"),
  );
  it("leaves code alone: code spans, code blocks and file names", () => {
    expect(problems(code)).toEqual([]);
  });

  const lines = fixture("Eerste regel.\n\nHet component vuurt\neen event af.");
  it("names the line and column", () => {
    expect(problems(lines).map(({ line, column }) => [line, column])).toEqual([[3, 15]]);
  });
});

describe("burger-aanspreekvorm: example text speaks to a citizen with u and uw", () => {
  const codeBlock = (lang: string, code: string) => ["Tekst.", "", "```" + lang, code, "```", ""].join("\n");

  it.each([
    ["a label", fixture(codeBlock("html", '<dso-input label="Vul je naam in"></dso-input>')), 4],
    ["a placeholder", fixture(codeBlock("html", '<input placeholder="Jouw postcode" />')), 4],
    ["a message between tags", fixture(codeBlock("html", "<p>\n  Weet je zeker dat je wilt stoppen?\n</p>")), 5],
    ["a string in a script", fixture(codeBlock("tsx", 'const title = "Je sessie verloopt";')), 4],
    ["story args in JSON", fixture(codeBlock("json", '{ "message": "Heb jij een vergunning nodig?" }')), 4],
    ["a label in inline code", fixture('Geef het label mee: `label="Wat is je adres?"`.'), 1],
    ["the args of an MDX component", fixture('<Example args={{ "label": "Vul je naam in" }} />'), 1],
    ["a quoted example in the prose", fixture('Schrijf bijvoorbeeld "Bevestig dat je alles hebt ingevuld".'), 1],
  ])("reports %s", (_what, name, line) => {
    const found = problems(name);
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((problem) => problem.ruleId)).toEqual(found.map(() => "burger-aanspreekvorm"));
    expect(found[0].line).toBe(line);
  });

  it.each([
    ["u and uw in a label", fixture(codeBlock("html", '<dso-input label="Vul uw naam in"></dso-input>'))],
    ["a comment for the reader", fixture(codeBlock("html", "<!-- Hier zet je het label -->\n<p>Uw aanvraag</p>"))],
    ["a script comment", fixture(codeBlock("ts", "// Hier geef je de titel mee\nconst title = 'Uw sessie verloopt';"))],
    ["a class name with je", fixture(codeBlock("html", '<div class="dso-je-x">Tekst</div>'))],
    ["a text block", fixture(codeBlock("text", "Kies je versie"))],
    ["prose to the reader", fixture("Met dit component vraag je om een adres. Je zet het label zelf.")],
    ["a quoted example with u", fixture('Schrijf bijvoorbeeld "Bevestig dat u alles hebt ingevuld".')],
    [
      "an example marked as allowed",
      fixture(
        ["{/* huisstijl-ok: een bericht tussen burgers */}", "", "```html", "<p>Heb je tijd?</p>", "```"].join("\n"),
      ),
    ],
  ])("accepts %s", (_what, name) => {
    expect(problems(name, "burger-aanspreekvorm")).toEqual([]);
  });
});

describe("gebruiker-hij: neutral wording about the user", () => {
  it.each([
    ["hij", fixture("Als de gebruiker klaar is, klikt hij op Verder."), "hij"],
    ["Hij", fixture("Hij ziet de kalender als de bezoeker een datum kiest."), "Hij"],
    ["zijn after the user", fixture("Verstuurt de gebruiker zijn antwoord, dan sluit het formulier."), "zijn"],
    ["zijn after a preposition", fixture("De eindgebruiker moet de bevestiging van zijn aanvraag lezen."), "zijn"],
    ["a table cell", fixture("| a | b |\n| --- | --- |\n| x | als de gebruiker klaar is, sluit hij het |"), "hij"],
  ])("reports %s", (_what, name, word) => {
    const found = problems(name, "gebruiker-hij");
    expect(found).toHaveLength(1);
    expect(found[0].message.startsWith(`"${word}"`)).toBe(true);
  });

  it.each([
    ["die", fixture("Als de gebruiker klaar is, klikt die op Verder.")],
    ["the plural", fixture("Als gebruikers klaar zijn, klikken ze op Verder.")],
    ["je", fixture("Als je klaar bent, klik je op Verder.")],
    ["zijn as a verb", fixture("Als de gebruiker kiest, zijn de velden daarna leeg.")],
    ["op zijn plaats", fixture("Een dialoog is alleen op zijn plaats als de gebruiker eerst moet kiezen.")],
    ["hij in another sentence", fixture("De gebruiker kiest een datum. Daarna sluit hij, de kalender.")],
    ["code", fixture("De gebruiker ziet `hij` niet.")],
    ["an allowed paragraph", fixture("{/* huisstijl-ok */}\n\nDe gebruiker zegt: hij.")],
  ])("accepts %s", (_what, name) => {
    expect(problems(name, "gebruiker-hij")).toEqual([]);
  });
});

describe("lidwoord-code: the article before a term in code", () => {
  const bad = fixture("In de `detail` staat de waarde.");
  const good = fixture("In het `detail` staat de waarde; de `value` en de `details` ook.");
  it("reports de `detail`", () => {
    expect(problems(bad).map(({ ruleId, message }) => [ruleId, message])).toEqual([
      ["lidwoord-code", "de `detail` => het `detail` (docs/huisstijl.md)"],
    ]);
  });
  it("accepts het `detail` and de `details`", () => {
    expect(problems(good)).toEqual([]);
  });
});

describe("the API descriptions of an api-descriptions.json", () => {
  const json = fixture(
    [
      "{",
      ' "components": {',
      '  "dso-x": {',
      '   "props": {',
      '    "open": "Met `true` is het open; de \\"gebruiker\\" ziet het."',
      "   },",
      '   "events": {',
      '    "dsoOpen": {',
      '     "description": "Het component vuurt dit event af. De detail bevat `open`.",',
      '     "review": "changed"',
      "    }",
      "   }",
      "  }",
      " }",
      "}",
    ].join("\n"),
    ".json",
  );

  it("reports each problem at its line and column in the JSON file, naming the member", () => {
    expect(problems(json).map(({ line, column, message }) => [line, column, message.split("\n")[0]])).toEqual([
      [9, 36, "dso-x event dsoOpen: vuurt => stuurt"],
      [9, 56, "dso-x event dsoOpen: De detail => Het detail"],
    ]);
  });
});
