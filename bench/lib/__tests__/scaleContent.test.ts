import { categoryFile, copiedPostName, retitle, seededRandom, varyDocument, vocabularyOf } from "../scaleContent";

const SOURCE = `---
title: Accordion
description: Een accordion.
---

Een accordion toont koppen die je kunt openklappen.

\`\`\`html
<dso-accordion>Dit is code.</dso-accordion>
\`\`\`

<ComponentApi tag="dso-accordion" />

## Gebruik
Gebruik een accordion voor lange pagina's.
`;

describe("scale content", () => {
  const vocabulary = vocabularyOf([SOURCE, "kleuren knoppen formulier"]);

  it("collects prose words, not code", () => {
    expect(vocabulary).toEqual(expect.arrayContaining(["accordion", "koppen", "kleuren", "knoppen"]));
    expect(vocabulary).not.toContain("code");
    expect(vocabulary).not.toContain("ccordion");
    expect(vocabulary).not.toContain("description");
  });

  it("retitles a copy, quoted or not", () => {
    expect(retitle("---\ntitle: Accordion\n---\n", "(kopie 2)")).toBe("---\ntitle: Accordion (kopie 2)\n---\n");
    expect(retitle('---\ntitle: "Form: groep"\n---\n', "(kopie 2)")).toBe('---\ntitle: "Form: groep (kopie 2)"\n---\n');
  });

  it("adds a generated sentence after prose, leaving code, JSX and headings as they were", () => {
    const copy = varyDocument(SOURCE, 3, vocabulary, "components/accordion.mdx");
    expect(copy).toContain("title: Accordion (kopie 3)");
    expect(copy).toContain("```html\n<dso-accordion>Dit is code.</dso-accordion>\n```");
    expect(copy).toContain('<ComponentApi tag="dso-accordion" />');
    expect(copy).toContain("## Gebruik");
    expect(copy.length).toBeGreaterThan(SOURCE.length);
    const added = copy
      .split("\n")
      .filter((line) => !SOURCE.split("\n").includes(line) && line.trim() !== "" && !line.startsWith("title:"));
    // Two prose paragraphs, two generated sentences, of corpus words only.
    expect(added).toHaveLength(2);
    for (const line of added)
      expect(
        line
          .toLowerCase()
          .replace(/\.$/, "")
          .split(" ")
          .every((word) => vocabulary.some((known) => word.startsWith(known))),
      ).toBe(true);
  });

  it("varies between copies and repeats within one", () => {
    const a = varyDocument(SOURCE, 1, vocabulary, "x.mdx");
    expect(varyDocument(SOURCE, 1, vocabulary, "x.mdx")).toBe(a);
    expect(varyDocument(SOURCE, 2, vocabulary, "x.mdx").replace("kopie 2", "kopie 1")).not.toBe(a);
  });

  it("names copied posts and categories", () => {
    expect(copiedPostName("2024-11-25-dso-toolkit-67.0.0.mdx", 4)).toBe("2024-11-25-dso-toolkit-67.0.0-kopie-4.mdx");
    expect(categoryFile(2)).toBe("label: Schaalkopie 2\nposition: 102\n");
    const random = seededRandom(1);
    const value = random();
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThan(1);
  });
});
