import type { Author } from "../../shared/blogPageShapes";
import { buildFeeds, excerptHtml, type FeedOptions, type FeedPost } from "../feedFiles";

const kern: Author = {
  key: "kernteam",
  name: "Kernteam DSO Toolkit",
  title: "Bouwt",
  url: "https://github.com/dso-toolkit/dso-toolkit",
};
const ontwerp: Author = { key: "ontwerpteam", name: "Ontwerpteam", title: "Ontwerpt" };
const SITE = "https://www.dso-toolkit.nl/master";

/** 25 posts on consecutive days of 2024, oldest first, so the feed has to sort and cut. */
const posts: FeedPost[] = Array.from({ length: 25 }, (_, index) => {
  const date = `2024-03-${String(index + 1).padStart(2, "0")}`;
  return {
    title: `Release ${index + 1} & meer <nieuws>`,
    route: `/blog/${date.replace(/-/g, "/")}/release-${index + 1}`,
    date,
    slug: `release-${index + 1}`,
    summary: `Samenvatting ${index + 1}`,
    authors: index % 2 === 0 ? [kern, ontwerp] : [kern],
    excerpt: [{ tag: "p", children: ["Zie ", { tag: "a", href: "/components/modal", children: ["Modal"] }] }],
  };
});

const options: FeedOptions = {
  siteUrl: SITE,
  title: "DSO Toolkit Blog",
  description: "Releasenotes",
  copyright: "Copyright © 2025 DSO Toolkit",
  limit: 20,
  types: "all",
};
const feeds = buildFeeds(posts, options);
const xml = (source: string) => {
  const document = new DOMParser().parseFromString(source, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
};
const newest20 = Array.from({ length: 20 }, (_, index) => 25 - index);

describe("RSS 2.0", () => {
  const document = xml(feeds["rss.xml"]);
  const items = [...document.getElementsByTagName("item")];
  const child = (item: Element, name: string) =>
    [...item.children].filter((element) => element.tagName === name).map((element) => element.textContent);

  it("holds the 20 newest posts, newest first, with absolute links", () => {
    expect(items).toHaveLength(20);
    expect(items.map((item) => child(item, "title")[0])).toEqual(newest20.map((n) => `Release ${n} & meer <nieuws>`));
    expect(child(items[0], "link")).toEqual([`${SITE}/blog/2024/03/25/release-25`]);
  });

  it("gives each item a date, a summary and every author", () => {
    expect(child(items[0], "pubDate")).toEqual(["Mon, 25 Mar 2024 00:00:00 GMT"]);
    expect(child(items[0], "description")).toEqual(["Samenvatting 25"]);
    expect(child(items[0], "dc:creator")).toEqual(["Kernteam DSO Toolkit", "Ontwerpteam"]);
    expect(child(items[1], "dc:creator")).toEqual(["Kernteam DSO Toolkit"]);
    expect(document.documentElement.getAttribute("xmlns:dc")).toBe("http://purl.org/dc/elements/1.1/");
  });

  it("has the channel's elements, and each item's, in this order", () => {
    const names = (element: Element) => [...element.children].map((child) => child.tagName);
    expect(names(document.querySelector("channel")!)).toEqual([
      "title",
      "link",
      "description",
      "lastBuildDate",
      "docs",
      "generator",
      "language",
      "copyright",
      "atom:link",
      ...newest20.map(() => "item"),
    ]);
    expect(names(items[0])).toEqual([
      "title",
      "link",
      "guid",
      "pubDate",
      "description",
      "content:encoded",
      "dc:creator",
      "dc:creator",
    ]);
  });

  it("names its namespaces and its own address", () => {
    const root = document.documentElement;
    expect([root.tagName, root.getAttribute("version")]).toEqual(["rss", "2.0"]);
    expect(root.getAttribute("xmlns:content")).toBe("http://purl.org/rss/1.0/modules/content/");
    expect(root.getAttribute("xmlns:atom")).toBe("http://www.w3.org/2005/Atom");
    const self = document.getElementsByTagName("atom:link")[0];
    expect([self.getAttribute("href"), self.getAttribute("rel"), self.getAttribute("type")]).toEqual([
      `${SITE}/blog/rss.xml`,
      "self",
      "application/rss+xml",
    ]);
    expect(document.querySelector("channel > lastBuildDate")?.textContent).toBe("Mon, 25 Mar 2024 00:00:00 GMT");
    expect(document.querySelector("channel > copyright")?.textContent).toBe("Copyright © 2025 DSO Toolkit");
  });

  it("gives the content as HTML, and each text a reader shows as one CDATA section", () => {
    expect(child(items[0], "guid")).toEqual([`${SITE}/blog/2024/03/25/release-25`]);
    expect(child(items[0], "content:encoded")).toEqual([`<p>Zie <a href="${SITE}/components/modal">Modal</a></p>`]);
    for (const name of ["title", "description", "content:encoded", "dc:creator"]) {
      const element = items[0].getElementsByTagName(name)[0];
      expect([name, [...element.childNodes].map((node) => node.nodeType)]).toEqual([name, [Node.CDATA_SECTION_NODE]]);
    }
  });

  it("describes the channel in Dutch", () => {
    expect(document.querySelector("channel > language")?.textContent).toBe("nl");
    expect(document.querySelector("channel > link")?.textContent).toBe(`${SITE}/blog`);
  });
});

describe("Atom", () => {
  const document = xml(feeds["atom.xml"]);
  const entries = [...document.getElementsByTagName("entry")];

  it("holds the 20 newest posts, newest first", () => {
    expect(entries).toHaveLength(20);
    expect(entries.map((entry) => entry.getElementsByTagName("title")[0].textContent)).toEqual(
      newest20.map((n) => `Release ${n} & meer <nieuws>`),
    );
    expect(document.getElementsByTagName("updated")[0].textContent).toBe("2024-03-25T00:00:00.000Z");
  });

  it("gives each entry its link, date, summary and authors", () => {
    const [entry] = entries;
    expect(entry.getElementsByTagName("link")[0].getAttribute("href")).toBe(`${SITE}/blog/2024/03/25/release-25`);
    expect(entry.getElementsByTagName("updated")[0].textContent).toBe("2024-03-25T00:00:00.000Z");
    expect(entry.getElementsByTagName("summary")[0].textContent).toBe("Samenvatting 25");
    const names = [...entry.getElementsByTagName("author")].map(
      (author) => author.getElementsByTagName("name")[0].textContent,
    );
    expect(names).toEqual(["Kernteam DSO Toolkit", "Ontwerpteam"]);
  });
});

describe("JSON Feed", () => {
  const json = JSON.parse(feeds["feed.json"]);

  it("holds the 20 newest posts, newest first", () => {
    expect(json.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1/);
    expect(json.items).toHaveLength(20);
    expect(json.items.map((item: { title: string }) => item.title)).toEqual(
      newest20.map((n) => `Release ${n} & meer <nieuws>`),
    );
    expect(json.feed_url).toBe(`${SITE}/blog/feed.json`);
  });

  it("gives each item its link, date, summary, content and all authors", () => {
    expect(json.items[0]).toMatchObject({
      id: `${SITE}/blog/2024/03/25/release-25`,
      url: `${SITE}/blog/2024/03/25/release-25`,
      date_published: "2024-03-25T00:00:00.000Z",
      summary: "Samenvatting 25",
      content_html: `<p>Zie <a href="${SITE}/components/modal">Modal</a></p>`,
      authors: [
        { name: "Kernteam DSO Toolkit", url: "https://github.com/dso-toolkit/dso-toolkit" },
        { name: "Ontwerpteam" },
      ],
    });
  });
});

describe("feed options", () => {
  it("writes only the asked types and respects the limit", () => {
    const only = buildFeeds(posts, { ...options, types: ["json"], limit: 3 });
    expect(Object.keys(only)).toEqual(["feed.json"]);
    expect(JSON.parse(only["feed.json"]).items).toHaveLength(3);
  });

  it("keeps a name or title that would end a CDATA section", () => {
    const odd = { ...posts[0], title: "Een ]]> twee", authors: [{ ...kern, name: "Team ]]> A" }] };
    const [item] = xml(buildFeeds([odd], options)["rss.xml"]).getElementsByTagName("item");
    expect(item.getElementsByTagName("title")[0].textContent).toBe("Een ]]> twee");
    expect(item.getElementsByTagName("dc:creator")[0].textContent).toBe("Team ]]> A");
  });

  it("writes valid feeds with fewer posts than the limit", () => {
    const few = buildFeeds(posts.slice(0, 2), options);
    expect(xml(few["rss.xml"]).getElementsByTagName("item")).toHaveLength(2);
  });
});

describe("excerpt HTML", () => {
  it("escapes text and makes root-relative links absolute, leaving others", () => {
    expect(
      excerptHtml(
        [
          { tag: "p", children: ["a < b & ", { tag: "code", children: ['<x y="1">'] }] },
          {
            tag: "p",
            children: [
              { tag: "a", href: "https://example.org/?a=1&b=2", children: ["ext"] },
              { tag: "br", children: [] },
            ],
          },
        ],
        SITE,
      ),
    ).toBe(
      '<p>a &lt; b &amp; <code>&lt;x y=&quot;1&quot;&gt;</code></p><p><a href="https://example.org/?a=1&amp;b=2">ext</a><br></p>',
    );
  });
});
