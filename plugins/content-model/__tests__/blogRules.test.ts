import {
  authorProblems,
  countWords,
  excerptOf,
  groupByYear,
  newestFirst,
  paginate,
  parseAuthors,
  readingMinutes,
  readingTimeLabel,
  resolveAuthors,
} from "../blogRules";
import { analyseMdx, proseOf } from "../mdxAnalysis";

describe("excerpts", () => {
  const excerpt = (source: string) => {
    const blocks = excerptOf(analyseMdx(source, "content/blog/2024-01-01-x.mdx"));
    return blocks && proseOf({ type: "root", children: blocks }).replace(/\s+/g, " ").trim();
  };

  it("ends at the truncate marker, with or without spaces in it", () => {
    expect(excerpt("Eerste alinea.\n\n{/* truncate */}\n\n## Meer")).toBe("Eerste alinea.");
    expect(excerpt("Intro **vet**.\n\nNog een.\n\n{/*truncate*/}\nRest")).toBe("Intro vet. Nog een.");
    expect(excerpt("Intro.\n{/*truncate*/}\nRest {/* truncate */}")).toBe("Intro.");
  });

  it("is undefined without a marker", () => {
    expect(excerpt("Alleen tekst, geen marker.\n\n{/* iets anders */}")).toBeUndefined();
  });

  it("names the line of a marker inside a paragraph or element, and of the HTML comment, which MDX refuses", () => {
    expect(() => excerpt("Intro {/* truncate */} en meer.")).toThrow(
      "content/blog/2024-01-01-x.mdx:1:7: the truncate marker {/* truncate */} must stand on a line of its own",
    );
    expect(() => excerpt("Intro.\n\n<!-- truncate -->\n\nRest")).toThrow(
      /^content\/blog\/2024-01-01-x\.mdx:3:2: not valid MDX: .*use `\{\/\* text \*\/\}`/,
    );
  });
});

describe("reading time", () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
    [1999, 10],
  ])("%i words take %i minute(s) at 200 words a minute, rounded up", (words, minutes) => {
    expect(readingMinutes(words)).toBe(minutes);
  });

  it("speaks Dutch, with a singular for one minute", () => {
    expect(readingTimeLabel(1)).toBe("Een minuut leestijd");
    expect(readingTimeLabel(2)).toBe("2 minuten leestijd");
    expect(readingTimeLabel(12)).toBe("12 minuten leestijd");
  });

  it("counts prose, not code, JSX tags or MDX comments", () => {
    const body = [
      "Een twee drie.",
      "{/* truncate */}",
      "```html",
      '<dso-alert status="info">niet tellen</dso-alert>',
      "```",
      '<Admonition type="tip">vier vijf</Admonition>',
      "- zes — zeven",
    ].join("\n");
    expect(countWords(body)).toBe(7);
    expect(countWords(body, "content/blog/2024-01-01-x.mdx")).toBe(7);
  });

  it("turns 401 words of prose into three minutes", () => {
    const body = Array.from({ length: 401 }, (_, index) => `woord${index}`).join(" ");
    expect(readingTimeLabel(readingMinutes(countWords(body)))).toBe("3 minuten leestijd");
  });
});

describe("pagination", () => {
  it("splits 39 posts into pages of 10, 10, 10 and 9", () => {
    const pages = paginate(39, 10);
    expect(pages.map((page) => page.path)).toEqual(["/blog", "/blog/page/2", "/blog/page/3", "/blog/page/4"]);
    expect(pages.map((page) => Math.min(page.limit, 39 - page.skip))).toEqual([10, 10, 10, 9]);
    expect(pages.map((page) => page.skip)).toEqual([0, 10, 20, 30]);
    expect(pages.every((page) => page.pageCount === 4)).toBe(true);
  });

  it("links newer and older pages, none beyond the ends", () => {
    const [first, second, , last] = paginate(39, 10);
    expect(first).toMatchObject({ newer: undefined, older: "/blog/page/2" });
    expect(second).toMatchObject({ newer: "/blog", older: "/blog/page/3" });
    expect(last).toMatchObject({ newer: "/blog/page/3", older: undefined });
  });

  it("has exactly full pages when the count divides, and one page for no posts", () => {
    expect(paginate(40, 10)).toHaveLength(4);
    expect(paginate(41, 10)).toHaveLength(5);
    expect(paginate(0, 10)).toEqual([
      expect.objectContaining({ path: "/blog", pageCount: 1, newer: undefined, older: undefined }),
    ]);
  });

  it("refuses a page size that is not positive", () => {
    expect(() => paginate(10, 0)).toThrow("postsPerPage must be positive");
  });
});

describe("order", () => {
  it("puts the newest first and the higher release first on a shared day", () => {
    const posts = [
      { date: "2022-11-07", slug: "new-site" },
      { date: "2023-01-18", slug: "dso-toolkit-50-0-0" },
      { date: "2025-11-04", slug: "dso-toolkit-81.0.0" },
      { date: "2023-01-18", slug: "dso-toolkit-51.0.0" },
      { date: "2024-06-25", slug: "dso-toolkit-62.26.0" },
    ];
    expect(newestFirst(posts).map((post) => post.slug)).toEqual([
      "dso-toolkit-81.0.0",
      "dso-toolkit-62.26.0",
      "dso-toolkit-51.0.0",
      "dso-toolkit-50-0-0",
      "new-site",
    ]);
    expect(posts[0].slug).toBe("new-site");
  });

  it("orders release numbers numerically, not as text", () => {
    const posts = [
      { date: "2024-01-01", slug: "dso-toolkit-9.0.0" },
      { date: "2024-01-01", slug: "dso-toolkit-10.0.0" },
    ];
    expect(newestFirst(posts)[0].slug).toBe("dso-toolkit-10.0.0");
  });
});

describe("year grouping", () => {
  it("puts the newest year first and keeps the order within a year", () => {
    const groups = groupByYear([
      { date: "2023-01-18", id: "b" },
      { date: "2025-03-01", id: "c" },
      { date: "2023-07-10", id: "a" },
      { date: "2024-12-31", id: "d" },
    ]);
    expect(groups.map((group) => group.year)).toEqual(["2025", "2024", "2023"]);
    expect(groups[2].items.map((item) => item.id)).toEqual(["b", "a"]);
  });

  it("gives no groups for no items", () => {
    expect(groupByYear([])).toEqual([]);
  });
});

describe("authors", () => {
  const yml = `
kernteam:
  name: Kernteam DSO Toolkit
  title: Bouwt de componenten
  url: https://github.com/dso-toolkit/dso-toolkit
ontwerpteam:
  name: Ontwerpteam
  title: Ontwerpt de componenten
`;
  const authors = parseAuthors(yml, "content/blog/authors.yml");

  it("reads name, title and an optional url", () => {
    expect(authors).toEqual({
      kernteam: {
        name: "Kernteam DSO Toolkit",
        title: "Bouwt de componenten",
        url: "https://github.com/dso-toolkit/dso-toolkit",
      },
      ontwerpteam: { name: "Ontwerpteam", title: "Ontwerpt de componenten" },
    });
  });

  it.each([
    ["kernteam: [", "not valid YAML"],
    ["- kernteam", "must map author keys to authors"],
    ["kernteam:\n  title: Iets", 'author "kernteam" needs a "name"'],
    ["kernteam:\n  name: Kernteam", 'author "kernteam" needs a "title"'],
    [
      "kernteam:\n  name: K\n  title: T\n  url: github.com",
      'author "kernteam" has a "url" that is not an http(s) address',
    ],
  ])("rejects a bad authors file (%s), naming the file", (source, problem) => {
    expect(() => parseAuthors(source, "content/blog/authors.yml")).toThrow(`content/blog/authors.yml: ${problem}`);
  });

  it("resolves a post's keys in the order given", () => {
    const resolved = resolveAuthors(["ontwerpteam", "kernteam"], authors, "content/blog/2024-01-01-x.mdx");
    expect(resolved.map((author) => author.key)).toEqual(["ontwerpteam", "kernteam"]);
    expect(resolved[1]).toEqual({ key: "kernteam", ...authors.kernteam });
  });

  it("names the file and the key of an unknown author", () => {
    expect(() => resolveAuthors(["kernteam", "marketing"], authors, "content/blog/2024-01-01-x.mdx")).toThrow(
      'content/blog/2024-01-01-x.mdx: unknown author "marketing"; known authors: kernteam, ontwerpteam',
    );
  });

  it("lists every unknown author, for the content checks (checks/contentRules.ts)", () => {
    expect(authorProblems(["a", "kernteam", "b"], ["kernteam"])).toEqual([
      'unknown author "a"; known authors: kernteam',
      'unknown author "b"; known authors: kernteam',
    ]);
    expect(authorProblems(["kernteam"], ["kernteam"])).toEqual([]);
  });

  it("needs at least one author", () => {
    expect(() => resolveAuthors(undefined, authors, "content/blog/2024-01-01-x.mdx")).toThrow(
      'content/blog/2024-01-01-x.mdx: front matter "authors" must list at least one author',
    );
    expect(() => resolveAuthors([], authors, "content/blog/2024-01-01-x.mdx")).toThrow("at least one author");
  });
});
