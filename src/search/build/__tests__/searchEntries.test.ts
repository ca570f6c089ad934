import GithubSlugger from "github-slugger";
import { pageEntries, plainText, splitSections } from "../searchEntries";

const page = (body: string, extra = {}) => ({
  route: "/components/knop",
  title: "Knop",
  body,
  breadcrumb: ["Documentatie", "Componenten"],
  sourcePath: "content/docs/components/knop.mdx",
  ...extra,
});

describe("plainText", () => {
  it("keeps what a reader sees of inline markdown", () => {
    expect(plainText("Zie [Tabs](/components/tabs) en **vet**, *schuin* of `<dso-alert>`.")).toBe(
      "Zie Tabs en vet, schuin of <dso-alert>.",
    );
    expect(plainText('Tekst <Admonition type="tip">met tip</Admonition>{/* truncate */}')).toBe("Tekst met tip");
    expect(plainText("snake_case_name blijft")).toBe("snake_case_name blijft");
  });
});

describe("splitSections", () => {
  it("splits at h2 and h3, keeps h4 in its section, and skips code blocks", () => {
    const sections = splitSections(
      "Intro.\n\n## Gebruik\n\nTekst.\n\n```html\n## geen kop\n<dso-x>\n```\n\n#### Detail\n\n### Varianten\n\n- Een\n- Twee",
      "x.mdx",
    );
    expect(sections.map((section) => [section.heading?.text, section.heading?.anchor, section.lines])).toEqual([
      [undefined, undefined, ["Intro."]],
      ["Gebruik", "gebruik", ["Tekst.", "Detail"]],
      ["Varianten", "varianten", ["Een", "Twee"]],
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

  it("leaves out multi-line JSX tags' attributes", () => {
    expect(splitSections('<DoDont\n  title="x"\n>\nWel dit.\n</DoDont>', "x.mdx")[0].lines).toEqual(["Wel dit."]);
  });

  it("names the file of an unclosed code block", () => {
    expect(() => splitSections("```js\nconst a = 1;", "content/docs/x.mdx")).toThrow(
      "content/docs/x.mdx: a code block opened with ``` is never closed",
    );
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

  it("skips a heading equal to the page title but keeps its text", () => {
    const entries = pageEntries(page("## Knop\n\nTekst."));
    expect(entries.map((entry) => entry.kind)).toEqual(["title", "content"]);
    expect(entries[1].anchor).toBe("#knop");
  });
});
