import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { stemDutch, stemDutchSnowball } from "../dutchStemmer";
import { words } from "../normalize";

// The published Snowball implementation is the oracle for our port.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const oracle = require("snowball-stemmers").newStemmer("dutch") as { stem(word: string): string };

function contentWords(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) for (const word of words(readFileSync(full, "utf8"))) found.add(word);
    }
  };
  walk(path.resolve("content"));
  return [...found].filter((word) => !/\d/.test(word));
}

describe("stemDutchSnowball", () => {
  it.each([
    ["kleuren", "kleur"],
    ["formulieren", "formulier"],
    ["gebruiken", "gebruik"],
    ["mogelijkheden", "mogelijk"],
    ["maan", "man"],
    ["koeien", "koei"],
    ["lichamelijk", "licham"],
  ])("stems %s to %s", (word, stem) => {
    expect(stemDutchSnowball(word)).toBe(stem);
  });

  it("agrees with the Snowball reference on every word of the site's content", () => {
    const vocabulary = contentWords();
    expect(vocabulary.length).toBeGreaterThan(3000);
    const differences = vocabulary
      .filter((word) => stemDutchSnowball(word) !== oracle.stem(word))
      .map((word) => `${word}: ${stemDutchSnowball(word)} ≠ ${oracle.stem(word)}`);
    expect(differences).toEqual([]);
  });
});

describe("stemDutch", () => {
  it("lets plurals with a doubled consonant find their singular", () => {
    expect(stemDutch("knoppen")).toBe(stemDutch("knop"));
    expect(stemDutch("tabellen")).toBe(stemDutch("tabel"));
    expect(stemDutch("kleuren")).toBe(stemDutch("kleur"));
  });
  it("keeps a word without a doubled ending as Snowball stems it", () => {
    expect(stemDutch("componenten")).toBe("component");
  });
});
