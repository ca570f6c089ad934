import type { Author } from "../../../src/blog/shared/blogPageShapes";
import { authorPostCounts, buildBlogPages, readingTimeOf, recentPosts, type BlogPost } from "../blogModel";

const kern: Author = { key: "kernteam", name: "Kernteam DSO Toolkit", title: "Bouwt" };
const ontwerp: Author = { key: "ontwerpteam", name: "Ontwerpteam", title: "Ontwerpt" };
const toegankelijk: Author = { key: "toegankelijkheidsteam", name: "Toegankelijkheidsteam", title: "Toetst" };

/** 39 posts, one a month from January 2022, oldest first, as files would come in. */
function makePosts(count = 39): BlogPost[] {
  return Array.from({ length: count }, (_, index) => {
    const date = `${2022 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-15`;
    const slug = `release-${index + 1}`;
    return {
      id: `id-${index + 1}`,
      title: `Release ${index + 1}`,
      date,
      slug,
      route: `/blog/${date.replace(/-/g, "/")}/${slug}`,
      sourcePath: `content/blog/${date}-${slug}.mdx`,
      readingTime: readingTimeOf(Array.from({ length: (index + 1) * 20 }, () => "woord").join(" "), slug),
      feedSummary: `Intro ${index + 1}`,
      authors: index % 3 === 0 ? [kern, ontwerp] : [kern],
      excerpt: [{ tag: "p", children: [`Intro ${index + 1}`] }],
    };
  });
}

const options = { postsPerPage: 10, sidebarCount: 5, sidebarGroupByYear: true };

describe("blog pages", () => {
  const pages = buildBlogPages(makePosts(), [kern, ontwerp, toegankelijk], options);

  it("makes four list pages of 10, 10, 10 and 9 posts, newest first", () => {
    expect(pages.lists.map((list) => list.route)).toEqual(["/blog", "/blog/page/2", "/blog/page/3", "/blog/page/4"]);
    expect(pages.lists.map((list) => list.context.posts.length)).toEqual([10, 10, 10, 9]);
    const titles = pages.lists.flatMap((list) => list.context.posts.map((post) => post.title));
    expect(titles).toEqual(Array.from({ length: 39 }, (_, index) => `Release ${39 - index}`));
  });

  it("gives each listed post its date, authors, reading time and excerpt", () => {
    const [newest] = pages.lists[0].context.posts;
    expect(newest).toEqual({
      title: "Release 39",
      route: "/blog/2025/03/15/release-39",
      date: "2025-03-15",
      authors: [kern],
      readingTime: "4 minuten leestijd",
      excerpt: [{ tag: "p", children: ["Intro 39"] }],
    });
  });

  it("links each post to its newer and older neighbour, none beyond the ends", () => {
    const byRoute = new Map(pages.posts.map((post) => [post.context.id, post.context]));
    expect(byRoute.get("id-39")).toMatchObject({ newer: undefined, older: { title: "Release 38" } });
    expect(byRoute.get("id-20")).toMatchObject({ newer: { title: "Release 21" }, older: { title: "Release 19" } });
    expect(byRoute.get("id-1")).toMatchObject({ newer: { title: "Release 2" }, older: undefined });
    expect(pages.posts.find((post) => post.context.id === "id-1")?.context.source).toBe(
      "content/blog/2022-01-15-release-1.mdx",
    );
  });

  it("shares one sidebar of the five newest posts across list and post pages", () => {
    const { recent } = pages.lists[3].context;
    expect(recent).toEqual([
      { year: "2025", items: ["39", "38", "37"].map((n) => expect.objectContaining({ title: `Release ${n}` })) },
      { year: "2024", items: ["36", "35"].map((n) => expect.objectContaining({ title: `Release ${n}` })) },
    ]);
    expect(pages.posts[10].context.recent).toBe(recent);
  });

  it("archives every post under its year, newest year first", () => {
    expect(pages.archive.years.map((year) => [year.year, year.items.length])).toEqual([
      ["2025", 3],
      ["2024", 12],
      ["2023", 12],
      ["2022", 12],
    ]);
    expect(pages.archive.years[1].items[0]).toEqual({
      title: "Release 36",
      route: "/blog/2024/12/15/release-36",
      date: "2024-12-15",
    });
  });

  it("counts the posts of every author, including one who wrote none", () => {
    expect(pages.authors.authors.map((author) => [author.key, author.postCount])).toEqual([
      ["kernteam", 39],
      ["ontwerpteam", 13],
      ["toegankelijkheidsteam", 0],
    ]);
  });
});

describe("sidebar and counts", () => {
  it("lists the newest posts without year headings when grouping is off", () => {
    const sorted = makePosts(6).reverse();
    const groups = recentPosts(sorted, { sidebarCount: 3, sidebarGroupByYear: false });
    expect(groups).toEqual([
      { year: "", items: ["Release 6", "Release 5", "Release 4"].map((title) => expect.objectContaining({ title })) },
    ]);
  });

  it("counts a co-authored post once for each author", () => {
    expect(authorPostCounts([ontwerp], makePosts(4)).map((author) => author.postCount)).toEqual([2]);
  });

  it("labels the reading time of a post body", () => {
    expect(readingTimeOf("kort", "content/blog/2024-01-01-kort.mdx")).toBe("Een minuut leestijd");
    expect(readingTimeOf(Array(201).fill("w").join(" "), "content/blog/2024-01-02-lang.mdx")).toBe(
      "2 minuten leestijd",
    );
  });
});
