/** @jest-environment node */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import GithubSlugger from "github-slugger";
import { knopComponent } from "../../__fixtures__/knopComponent";
import { pageEntries, splitSections } from "../searchEntries";

const knop = knopComponent([{ name: "--dso-knop-kleur", description: "" }]);

const page = (body: string, extra = {}) => ({
  route: "/components/knop",
  title: "Knop",
  body,
  breadcrumb: ["Documentatie", "Componenten"],
  sourcePath: "content/docs/components/knop.mdx",
  ...extra,
});

const textOf = (body: string) => splitSections(body, "x.mdx")[0].text;

describe("the text a reader sees", () => {
  it("keeps the text of inline markdown, inline code as written", () => {
    expect(textOf("Zie [Tabs](/components/tabs) en **vet**, *schuin* of `<dso-alert>`.")).toBe(
      "Zie Tabs en vet, schuin of <dso-alert>.",
    );
    expect(textOf('Tekst <Admonition type="tip">met tip</Admonition>{/* truncate */}')).toBe("Tekst met tip");
    expect(textOf("snake_case_name blijft")).toBe("snake_case_name blijft");
    expect(textOf("Een `a || b` en een \\| of \\*ster\\* en <kbd>Ctrl</kbd>+<kbd>C</kbd>.")).toBe(
      "Een a || b en een | of *ster* en Ctrl+C.",
    );
  });

  it("has what the release-value components show, from the synced release, and their notes", () => {
    const { modules } = JSON.parse(readFileSync(path.resolve("content/release/variables.json"), "utf8")) as {
      modules: Record<string, Record<string, string>>;
    };
    expect(textOf('Onder <Value name="screen-md-min" /> klapt hij in.')).toBe(
      `Onder ${modules["media-query-breakpoints"]["screen-md-min"]} klapt hij in.`,
    );
    expect(textOf('<ColourTable colours="grijs-90">\n<Note name="grijs-90">lopende tekst</Note>\n</ColourTable>')).toBe(
      `$grijs-90 ${modules.colors["grijs-90"]} lopende tekst`,
    );
    expect(textOf('<Illustrations files="boom_kappen.svg" />')).toBe("boom_kappen.svg");
  });

  it("reads lists, quotes and tables cell by cell, without their syntax", () => {
    expect(textOf("- [x] Een\n- Twee\n\n> Citaat\n\n| Kop | Andere\\|kop |\n| --- | --- |\n| `a\\|b` | c |")).toBe(
      "Een Twee Citaat Kop Andere|kop a|b c",
    );
  });

  it("leaves out code blocks, comments, expressions, imports and exports", () => {
    const body = [
      'import { X } from "./x";',
      "export const y = 1;",
      "",
      "Voor.",
      "",
      "```html",
      "<dso-alert>geen tekst</dso-alert>",
      "```",
      "",
      "{/* truncate */}",
      "",
      "Na {1 + 1} en {/* stil */} verder.",
    ].join("\n");
    expect(textOf(body)).toBe("Voor. Na en verder.");
  });

  it("keeps an admonition's title, but not the fixed labels of components", () => {
    const body =
      '<Admonition type="warning" title="Uitgefaseerd">\nGebruik X.\n</Admonition>\n\n<DoDont>\n<Do>\nJa.\n</Do>\n</DoDont>';
    expect(textOf(body)).toBe("Uitgefaseerd Gebruik X. Ja.");
    expect(textOf('<Admonition type="tip">\nAlleen dit.\n</Admonition>')).toBe("Alleen dit.");
  });
});

describe("splitSections", () => {
  it("splits at h2 and h3, keeps h4 in its section, and skips code blocks", () => {
    const sections = splitSections(
      "Intro.\n\n## Gebruik\n\nTekst.\n\n```html\n## geen kop\n<dso-x>\n```\n\n#### Detail\n\n### Varianten\n\n- Een\n- Twee",
      "x.mdx",
    );
    expect(sections.map((section) => [section.heading?.text, section.heading?.anchor, section.text])).toEqual([
      [undefined, undefined, "Intro."],
      ["Gebruik", "gebruik", "Tekst. Detail"],
      ["Varianten", "varianten", "Een Twee"],
    ]);
  });

  it("numbers repeated headings as rehype-slug does, counting every heading level", () => {
    const body = "## Voorbeeld\n\n#### Voorbeeld\n\n### Voorbeeld `code`\n\n## Voorbeeld";
    const slugger = new GithubSlugger();
    const expected = ["Voorbeeld", "Voorbeeld", "Voorbeeld code", "Voorbeeld"].map((text) => slugger.slug(text));
    expect(expected).toEqual(["voorbeeld", "voorbeeld-1", "voorbeeld-code", "voorbeeld-2"]);
    expect(
      splitSections(body, "x.mdx").flatMap((section) => (section.heading ? [section.heading.anchor] : [])),
    ).toEqual(["voorbeeld", "voorbeeld-code", "voorbeeld-2"]);
  });

  it("splits at h2 and h3 inside elements too, and keeps h1 in the text", () => {
    const sections = splitSections("# Groot\n\n<Admonition>\n\n## Binnen\n\nTekst.\n\n</Admonition>\n\nNa.", "x.mdx");
    expect(sections.map((section) => [section.heading?.anchor, section.text])).toEqual([
      [undefined, "Groot"],
      ["binnen", "Tekst. Na."],
    ]);
  });

  it("gives each heading the text and id the page shows", () => {
    const [, section] = splitSections("## Een *schuine*  `code`-kop\\! [link](/x)", "x.mdx");
    expect(section.heading).toEqual({
      text: "Een schuine code-kop! link",
      anchor: "een-schuine--code-kop-link",
      level: 2,
    });
  });

  it("names the file and line of a heading without text", () => {
    expect(() => splitSections("Tekst.\n\n## {/* later */}", "content/docs/x.mdx")).toThrow(
      "content/docs/x.mdx:3:1: a heading without text",
    );
  });

  it("adds an API block's member names to its section, and names a tag without metadata", () => {
    const sections = splitSections('## API\n\n<ComponentApi tag="dso-knop" />', "x.mdx", [knop]);
    expect(sections[1].text).toBe("returnFocus return-focus dsoClick --dso-knop-kleur");
    expect(() => splitSections('Tekst.\n\n<ComponentApi tag="dso-knop" />', "content/docs/x.mdx")).toThrow(
      'content/docs/x.mdx:3:1: <ComponentApi tag="dso-knop" /> has no API metadata',
    );
  });

  it("reads the file's own analysis when it has the body, so errors name the file's lines", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "search-entries-"));
    const file = path.join(dir, "knop.mdx");
    writeFileSync(file, "---\ntitle: Knop\n---\n\n## {/* leeg */}\n");
    expect(() => splitSections("\n## {/* leeg */}\n", file)).toThrow(`${file}:5:1: a heading without text`);
  });

  it("leaves out multi-line JSX tags' attributes", () => {
    expect(textOf('<DoDont\n  title="x"\n>\nWel dit.\n</DoDont>')).toBe("Wel dit.");
  });

  it("names the file and line of an unclosed code block", () => {
    expect(() => splitSections("Tekst.\n\n```js\nconst a = 1;", "content/docs/x.mdx")).toThrow(
      "content/docs/x.mdx:3:1: a code block opened with ``` is never closed",
    );
    expect(() => splitSections("````md\n```\n", "content/docs/x.mdx")).toThrow(
      "content/docs/x.mdx:1:1: a code block opened with ```` is never closed",
    );
    expect(() => splitSections("- Stap:\n\n  ```sh\n  npm test\n\n- Volgende", "content/docs/x.mdx")).toThrow(
      "content/docs/x.mdx:3:3: a code block opened with ``` is never closed",
    );
    expect(splitSections("> ```sh\n> npm test\n> ```\n\n~~~\n```\n~~~", "x.mdx")[0].text).toBe("");
  });
});

describe("pageEntries", () => {
  it("makes title, description, keywords, heading and content entries", () => {
    const entries = pageEntries(
      page("Een knop start een actie.\n\n## Wanneer te gebruiken\n\nGebruik een knop voor acties.", {
        description: "Knoppen starten acties.",
        keywords: ["button", " actie "],
      }),
    );
    expect(entries.map((entry) => [entry.kind, entry.text, entry.section, entry.anchor])).toEqual([
      ["title", "Knop", "Knop", ""],
      ["description", "Knoppen starten acties.", "Knop", ""],
      ["keywords", "button, actie", "Knop", ""],
      ["content", "Een knop start een actie.", "Knop", ""],
      ["heading", "Wanneer te gebruiken", "Wanneer te gebruiken", "#wanneer-te-gebruiken"],
      ["content", "Gebruik een knop voor acties.", "Wanneer te gebruiken", "#wanneer-te-gebruiken"],
    ]);
    expect(
      entries.every(
        (entry) => entry.route === "/components/knop" && entry.breadcrumb.join("/") === "Documentatie/Componenten",
      ),
    ).toBe(true);
  });

  it("indexes of a post's sections only the names they write as code, once each", () => {
    const entries = pageEntries(
      page(
        "Inleiding met `dso-knop`.\n\n## Knop\n\nDe `dsoClick` heet nu `dsoKnopClick`; `dsoClick` gaat weg.\n\n## Rest\n\nGeen code.",
        {
          headingsOnly: true,
        },
      ),
    );
    expect(entries.map((entry) => [entry.kind, entry.text])).toEqual([
      ["title", "Knop"],
      ["content", "dso-knop"],
      ["content", "dsoClick dsoKnopClick"],
      ["heading", "Rest"],
    ]);
  });

  it("skips a heading equal to the page title but keeps its text", () => {
    const entries = pageEntries(page("## Knop\n\nTekst."));
    expect(entries.map((entry) => entry.kind)).toEqual(["title", "content"]);
    expect(entries[1].anchor).toBe("#knop");
  });
});
