import { analyseMdx } from "../../plugins/content-model/mdxAnalysis";
import { colourFigureProblems } from "../colourFigures";

const colours = { "grijs-40": "#999999", "grijs-90": "#191919", bosgroen: "#275937" };
const page = (body: string) =>
  analyseMdx(`---\ntitle: Kleuren\n---\n\n${body}\n`, "content/docs/fundament/kleuren.mdx");

describe("colour figures", () => {
  it("accepts table rows and prose that give the release's hex and the computed contrast", () => {
    const table = [
      "| Variabele | Hex | Contrast op wit | Gebruik |",
      "| --- | --- | --- | --- |",
      "| `$grijs-40` | `#999999` | 2,8:1 | geen leestekst |",
      "| `$bosgroen` (donker) | `#275937` | 8,2:1 | koppen |",
    ].join("\n");
    expect(
      colourFigureProblems(page(`${table}\n\nLopende tekst is \`$grijs-90\` (\`#191919\`, 17,6:1).`), colours),
    ).toEqual([]);
  });

  it("names the line of a wrong contrast, a wrong hex and a colour the release lacks", () => {
    const table = [
      "| Variabele | Hex | Contrast op wit |",
      "| --- | --- | --- |",
      "| `$grijs-40` | `#999999` | 2,9:1 |",
      "| `$bosgroen` | `#275938` | 8,2:1 |",
      "| `$paars` | `#800080` | 9,4:1 |",
    ].join("\n");
    expect(colourFigureProblems(page(`${table}\n\nTekst: \`$grijs-90\` (\`#191919\`, 17,5:1).`), colours)).toEqual([
      "line 7: $grijs-40 on white is 2,8:1, the page says 2,9:1",
      "line 8: $bosgroen is #275937 in the release, the page says #275938",
      "line 9: $paars is not a colour of the release",
      "line 11: $grijs-90 on white is 17,6:1, the page says 17,5:1",
    ]);
  });
});
