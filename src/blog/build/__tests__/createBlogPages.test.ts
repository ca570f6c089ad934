import { mkdirSync, writeFileSync } from "node:fs";
import { createBlogPages, writeBlogFeeds } from "../createBlogPages";

jest.mock("node:fs", () => ({ ...jest.requireActual("node:fs"), writeFileSync: jest.fn(), mkdirSync: jest.fn() }));

function node(file: string, authors: string[], body: string) {
  const [, date, slug] = /^(\d{4}-\d{2}-\d{2})-(.+)\.mdx$/.exec(file)!;
  return {
    id: file,
    title: `Titel ${slug}`,
    description: `Over ${slug}`,
    date,
    slug,
    route: `/blog/${date.replace(/-/g, "/")}/${slug}`,
    sourcePath: `content/blog/${file}`,
    authorKeys: authors,
    // Worked out when the BlogPost node is made (plugins/content-model/blogNodes.ts); the pages take it over.
    readingTime: "Een minuut leestijd",
    feedSummary: `Over ${slug}`,
    mdx: { body },
  };
}

const authors = [
  { key: "kernteam", name: "Kernteam DSO Toolkit", title: "Bouwt de componenten", url: null },
  { key: "ontwerpteam", name: "Ontwerpteam", title: "Ontwerpt de patronen", url: "https://www.dso-toolkit.nl" },
];

function gatsby(nodes: ReturnType<typeof node>[]) {
  return {
    graphql: jest.fn().mockResolvedValue({ data: { allBlogAuthor: { nodes: authors }, allBlogPost: { nodes } } }),
    actions: { createPage: jest.fn() },
    reporter: { panicOnBuild: jest.fn(), warn: jest.fn(), info: jest.fn() },
  };
}

const good = node("2024-03-01-goed.mdx", ["kernteam"], "Intro van goed.\n\n{/* truncate */}\n\n## Meer\n\nRest.");
const noMarker = node("2024-02-01-zonder-marker.mdx", ["ontwerpteam", "kernteam"], "Eerste alinea.\n\nTweede alinea.");
const unknownAuthor = node("2024-01-01-onbekend.mdx", ["marketing"], "Intro.\n\n{/* truncate */}\n\nRest.");

describe("blog pages in Gatsby", () => {
  it("creates post, list, archive and authors pages for good posts", async () => {
    const { graphql, actions, reporter } = gatsby([good, noMarker]);
    await createBlogPages({ graphql, actions, reporter } as never);
    expect(graphql.mock.calls[0][0]).toMatch(/allBlogPost \{/);
    expect(graphql.mock.calls[0][0]).not.toMatch(/allMdx/);
    const paths = actions.createPage.mock.calls.map(([page]) => page.path);
    expect(paths).toEqual([
      "/blog/2024/03/01/goed",
      "/blog/2024/02/01/zonder-marker",
      "/blog",
      "/blog/archive",
      "/blog/authors",
    ]);
    const [postPage] = actions.createPage.mock.calls[0];
    expect(postPage.component).toMatch(/src\/templates\/blog-post\.tsx$/);
    expect(postPage.context).toMatchObject({
      id: good.id,
      source: "content/blog/2024-03-01-goed.mdx",
      readingTime: "Een minuut leestijd",
      older: { title: "Titel zonder-marker" },
    });
    expect(postPage.context.authors[0]).toMatchObject({ key: "kernteam", name: "Kernteam DSO Toolkit" });
    const listPage = actions.createPage.mock.calls[2][0];
    expect(listPage.context.posts.map((post: { excerpt: unknown }) => post.excerpt)).toEqual([
      [{ tag: "p", children: ["Intro van goed."] }],
      [{ tag: "p", children: ["Eerste alinea."] }],
    ]);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  });

  it("only warns, naming the file, about a post without a truncate marker", async () => {
    const { graphql, actions, reporter } = gatsby([good, noMarker]);
    await createBlogPages({ graphql, actions, reporter } as never);
    expect(reporter.warn).toHaveBeenCalledTimes(1);
    expect(reporter.warn.mock.calls[0][0]).toMatch(/^content\/blog\/2024-02-01-zonder-marker\.mdx: no truncate marker/);
  });

  it("fails the build, naming the file, for an unknown author", async () => {
    const { graphql, actions, reporter } = gatsby([good, unknownAuthor]);
    await createBlogPages({ graphql, actions, reporter } as never);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringMatching(/^content\/blog\/2024-01-01-onbekend\.mdx: unknown author "marketing"/),
    );
  });

  it("fails the build, naming the file, line and column, for a post that is not valid MDX", async () => {
    const { graphql, actions, reporter } = gatsby([
      good,
      node("2024-04-01-kapot.mdx", ["kernteam"], "Tekst <Kapot\n\n{/* truncate */}"),
    ]);
    await createBlogPages({ graphql, actions, reporter } as never);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringMatching(
        /^content\/blog\/2024-04-01-kapot\.mdx:1:13: not valid MDX: Unexpected end of file in name/,
      ),
    );
  });

  it("fails the build when the query fails", async () => {
    const { actions, reporter } = gatsby([]);
    const graphql = jest.fn().mockResolvedValue({ errors: [new Error("kapot")] });
    await createBlogPages({ graphql, actions, reporter } as never);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith("Could not query the blog posts", expect.anything());
    expect(actions.createPage).not.toHaveBeenCalled();
  });
});

describe("blog feeds after the build", () => {
  it("writes the three feeds into public/blog without repeating the warnings", async () => {
    const { graphql, reporter } = gatsby([good, noMarker]);
    await (writeBlogFeeds as (args: unknown) => Promise<void>)({ graphql, reporter });
    expect(mkdirSync).toHaveBeenCalledWith(expect.stringMatching(/public\/blog$/), { recursive: true });
    const written = Object.fromEntries(
      (writeFileSync as jest.Mock).mock.calls.map(([file, content]) => [
        String(file).split("/").pop(),
        String(content),
      ]),
    );
    expect(Object.keys(written).sort()).toEqual(["atom.xml", "feed.json", "rss.xml"]);
    const json = JSON.parse(written["feed.json"]);
    expect(json.items.map((item: { url: string }) => item.url)).toEqual([
      "https://www.dso-toolkit.nl/master/blog/2024/03/01/goed",
      "https://www.dso-toolkit.nl/master/blog/2024/02/01/zonder-marker",
    ]);
    expect(json.items[0].summary).toBe("Over goed");
    expect(reporter.warn).not.toHaveBeenCalled();
  });
});
