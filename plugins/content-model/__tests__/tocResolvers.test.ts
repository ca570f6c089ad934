/** @jest-environment node */
import { tableOfContentsResolvers } from "../tocResolvers";

const toc = (body: string, sourcePath = "content/docs/x.mdx") =>
  tableOfContentsResolvers().Mdx.toc.resolve({ body, fields: { sourcePath } });

describe("Mdx.toc", () => {
  it("gives the h2 and h3 headings of the body, skipping code blocks and comments", () => {
    const body =
      "## Gebruik\n\n```md\n## Geen kop\n```\n\n### Met `label`\n\n#### Details\n\n{/* ## Stil */}\n\n## Zie ook";
    expect(toc(body)).toEqual({
      items: [
        { url: "#gebruik", title: "Gebruik", items: [{ url: "#met-label", title: "Met label" }] },
        { url: "#zie-ook", title: "Zie ook" },
      ],
    });
  });

  it("names the file and place of a body that is not valid MDX", () => {
    expect(() => toc("Tekst.\n\n<Admonition>", "content/docs/kapot.mdx")).toThrow(
      /^content\/docs\/kapot\.mdx\b.*: not valid MDX: .*\b3:1\b/,
    );
  });
});
