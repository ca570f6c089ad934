/*
 * The markdown parser is ESM-only, which Jest does not load. Tests of code that parses a post's
 * excerpt use this stand-in for `unified`: it makes one paragraph of the text up to the first blank
 * line, and fails on `<Kapot` as the real parser fails on a broken element.
 */
const processor = {
  use: () => processor,
  parse: (text: string) => {
    if (text.includes("<Kapot")) throw new Error("Unexpected end of file in name");
    return {
      type: "root",
      children: [{ type: "paragraph", children: [{ type: "text", value: text.split("\n\n")[0] }] }],
    };
  },
};

export const unified = () => processor;
