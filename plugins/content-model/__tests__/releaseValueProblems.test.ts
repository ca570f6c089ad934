import { analyseMdx } from "../mdxAnalysis";
import { releaseValueProblems } from "../releaseValueProblems";
import { fileProblems } from "../preflight";

const release = {
  modules: {
    colors: { wit: "#ffffff", "bosgroen-140": "#173521", grasgroen: "#39870c" },
    units: { u1: "8px", "font-size-h1": "2rem", "font-line-height-h1": "1.25" },
  },
  graphics: [{ file: "boom_kappen.svg", width: 226.8, height: 226.8 }],
};
const problems = (body: string) =>
  releaseValueProblems(analyseMdx(`---\ntitle: T\n---\n${body}`, "content/docs/t.mdx"), release).map(
    ({ line, column, message }) => `${line}:${column} ${message}`,
  );

describe("the release's values on a page", () => {
  it("accepts names the release has", () => {
    expect(
      problems(
        [
          'Tekst <Colour name="grasgroen" />, <Contrast of="grasgroen" on="wit" /> en <Value name="u1" />.',
          "",
          '<ColourTable colours="grasgroen wit" notes="Gebruik">',
          '<Note name="wit">achtergrond</Note>',
          "</ColourTable>",
          "",
          '<SpacingScale names="u1" />',
          "",
          '<TypeScale sizes="font-size-h1" />',
          "",
          '<Illustrations files="boom_kappen.svg" />',
        ].join("\n"),
      ),
    ).toEqual([]);
  });

  it("names the line and column of each name the release lacks, and of a missing attribute", () => {
    expect(
      problems(
        [
          'Tekst <Colour name="paars" /> en <Value name="u9" />.',
          '<Contrast of="grasgroen" />',
          "",
          '<ColourTable colours="grasgroen u1" />',
          "",
          '<TypeScale sizes="font-size-h2" />',
          "",
          '<Illustrations exclude="schuur.svg" />',
          "",
          "<Breakpoints />",
        ].join("\n"),
      ),
    ).toEqual([
      "4:7 <Colour>: $paars is not a colour of the release (content/release/variables.json)",
      "4:34 <Value>: $u9 is not a variable of the release (content/release/variables.json)",
      '5:1 <Contrast> needs on="…"',
      "7:1 <ColourTable>: $u1 is not a colour of the release (content/release/variables.json)",
      "9:1 <TypeScale>: $font-size-h2 is not a variable of the release (content/release/variables.json)",
      "11:1 <Illustrations>: schuur.svg is not an illustration of the release (content/release/graphics.json)",
      "13:1 <Breakpoints>: $screen-sm-min is not a variable of the release (content/release/variables.json)",
    ]);
  });

  it("names a note without a row in its table, and one outside any table", () => {
    expect(
      problems(
        [
          '<ColourTable colours="grasgroen">',
          '<Note name="wit">achtergrond</Note>',
          "</ColourTable>",
          "",
          '<Note name="grasgroen">los</Note>',
        ].join("\n"),
      ),
    ).toEqual([
      '5:1 <Note name="wit">: no row of this <ColourTable> has that name',
      "8:1 <Note> stands outside a <ColourTable>, <SpacingScale>, <Illustrations>, where it shows nothing",
    ]);
  });

  it("stops the build through the content check, with the file", () => {
    expect(fileProblems('---\ntitle: T\n---\n<Value name="u9" />\n', "content/docs/t.mdx", release)).toEqual([
      {
        file: "content/docs/t.mdx",
        line: 4,
        column: 1,
        message: "<Value>: $u9 is not a variable of the release (content/release/variables.json)",
      },
    ]);
  });
});
