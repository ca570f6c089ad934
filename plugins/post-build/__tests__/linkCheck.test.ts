import {
  checkLinks,
  extractLinksAndIds,
  findDuplicateRoutes,
  formatBrokenLinks,
  formatDuplicateRoutes,
  normalizeRoute,
  routeOfHtmlFile,
  type BuiltPage,
} from "../linkCheck";
import { parseHtml } from "../html";

const BASE = "/master/";

function page(route: string, hrefs: string[], ids: string[] = [], extra: Partial<BuiltPage> = {}): BuiltPage {
  return { route, source: `content/docs${route.replace("/master", "")}.mdx`, hrefs, ids: new Set(ids), ...extra };
}

describe("normalizeRoute", () => {
  it.each([
    ["/master/intro", "/master/intro"],
    ["/master/intro/", "/master/intro"],
    ["/master/intro.html", "/master/intro"],
    ["/master/intro/index.html", "/master/intro"],
    ["/master/", "/master"],
    ["/master/index.html", "/master"],
    ["/", "/"],
    ["/master/fundament/kleuren%20en%20vormen", "/master/fundament/kleuren en vormen"],
    ["/master/100%/", "/master/100%"],
    ["/master/a%2Fb", "/master/a%2Fb"],
  ])("%s → %s", (input, expected) => expect(normalizeRoute(input)).toBe(expected));

  it("maps built files to routes", () => {
    expect(routeOfHtmlFile("index.html", BASE)).toBe("/master");
    expect(routeOfHtmlFile("components/form-group/index.html", BASE)).toBe("/master/components/form-group");
    expect(routeOfHtmlFile("404.html", BASE)).toBe("/master/404");
  });
});

describe("extractLinksAndIds", () => {
  const linksOf = (html: string) => extractLinksAndIds(parseHtml(html, "intro/index.html"));

  it("reads a and area hrefs and every id, decoding entities", () => {
    const html = `<a class="x" href="/master/a?x=1&amp;y=2">A</a><area href='/master/b'><h2 id="kop">K</h2><a name="oud"></a><link href="/master/c.css" rel="stylesheet">`;
    const { hrefs, ids } = linksOf(html);
    expect(hrefs).toEqual(["/master/a?x=1&y=2", "/master/b"]);
    expect(ids).toEqual(["kop", "oud"]);
  });

  it("decodes every entity, numeric or named, and reads unquoted and upper-case attributes", () => {
    const html = `<A HREF=/master/c&#x2F;d>c</A><a href="/master/&eacute;&#233;">e</a><h2 ID="kop&nbsp;1">K</h2>`;
    const { hrefs, ids } = linksOf(html);
    expect(hrefs).toEqual(["/master/c/d", "/master/éé"]);
    expect(ids).toEqual(["kop\u00a01"]);
  });

  it("reads image sources, but not from escaped code", () => {
    const html = `<img src="./missing.png" alt="x"><code>&lt;img src="/master/code.png"&gt;</code><img alt="" src='/master/static/logo.svg'>`;
    expect(linksOf(html).images).toEqual(["./missing.png", "/master/static/logo.svg"]);
  });

  it("ignores what only looks like markup: scripts, styles, comments, text areas and escaped code", () => {
    const html = `<script>var a='<a href="/master/s">'</script><style>a[href="/x"]{}</style><!-- <a href="/master/c"> --><textarea><a href="/master/t"></textarea><code>&lt;a href="/master/code"&gt;</code><a href="/master/real" title="a > b">r</a>`;
    expect(linksOf(html).hrefs).toEqual(["/master/real"]);
  });

  it("reads links in <noscript> and <template> too: a visitor without scripts meets them", () => {
    const html = `<noscript><a href="/master/zonder-js">z</a></noscript><template><a href="/master/later" id="t">l</a></template>`;
    expect(linksOf(html)).toEqual({ hrefs: ["/master/zonder-js", "/master/later"], images: [], ids: ["t"] });
  });
});

describe("checkLinks", () => {
  const exists = (files: string[]) => (below: string) => files.includes(below);

  it("reports a link to a route that does not exist, with its page and target", () => {
    const pages = [page("/master/intro", ["/master/components/buttons"]), page("/master/components/accordion", [])];
    const { brokenLinks, brokenAnchors } = checkLinks(pages, BASE, exists([]));
    expect(brokenLinks).toEqual([
      expect.objectContaining({
        page: "/master/intro",
        source: "content/docs/intro.mdx",
        href: "/master/components/buttons",
      }),
    ]);
    expect(brokenAnchors).toEqual([]);
  });

  it("reports an image without a file, as a relative address resolves from the page, and accepts one that exists", () => {
    const intro = {
      ...page("/master/intro", []),
      images: ["./missing.png", "/master/static/logo.svg", "data:image/png;base64,AA==", "/elders.png"],
    };
    const { brokenLinks } = checkLinks([intro], BASE, exists(["static/logo.svg"]));
    expect(brokenLinks).toEqual([
      {
        page: "/master/intro",
        source: "content/docs/intro.mdx",
        href: "./missing.png",
        reason: "image: no file at this address",
      },
      {
        page: "/master/intro",
        source: "content/docs/intro.mdx",
        href: "/elders.png",
        reason: "image: no file at this address",
      },
    ]);
  });

  it("accepts links that differ from the route only by a trailing slash, .html or /index.html", () => {
    const hrefs = [
      "/master/intro/",
      "/master/intro.html",
      "/master/intro/index.html",
      "/master/",
      "/master/index.html",
      "/master",
    ];
    const report = checkLinks([page("/master", hrefs), page("/master/intro", [])], BASE, exists([]));
    expect(report).toEqual({ brokenLinks: [], brokenAnchors: [] });
  });

  it("warns about a missing anchor on an existing page, and accepts an existing one", () => {
    const pages = [
      page(
        "/master/intro",
        ["#kop", "#weg", "/master/fundament/kleuren#contrast", "/master/fundament/kleuren#geen"],
        ["kop"],
      ),
      page("/master/fundament/kleuren", [], ["contrast"]),
    ];
    const { brokenLinks, brokenAnchors } = checkLinks(pages, BASE, exists([]));
    expect(brokenLinks).toEqual([]);
    expect(brokenAnchors.map((problem) => problem.href)).toEqual(["#weg", "/master/fundament/kleuren#geen"]);
  });

  it("accepts links to built files that are not pages, and ignores external addresses", () => {
    const hrefs = [
      "/master/blog/rss.xml",
      "https://github.com/dso-toolkit",
      "mailto:team@example.nl",
      "//cdn.example.nl/x.js",
      "#",
    ];
    expect(checkLinks([page("/master", hrefs)], BASE, exists(["blog/rss.xml"])).brokenLinks).toEqual([]);
    expect(
      checkLinks([page("/master", ["/master/blog/atom.xml"])], BASE, exists(["blog/rss.xml"])).brokenLinks,
    ).toHaveLength(1);
  });

  it("flags a root-relative link outside the base path (a forgotten prefix)", () => {
    const { brokenLinks } = checkLinks([page("/master", ["/intro"]), page("/master/intro", [])], BASE, exists([]));
    expect(brokenLinks).toEqual([
      expect.objectContaining({ href: "/intro", reason: expect.stringContaining("outside the base path") }),
    ]);
  });

  it("resolves relative links from the page's address", () => {
    const pages = [
      page("/master/components/form-group", ["../accordion", "input"], [], {
        address: "/master/components/form-group/",
      }),
      page("/master/components/accordion", []),
      page("/master/components/form-group/input", []),
    ];
    expect(checkLinks(pages, BASE, exists([])).brokenLinks).toEqual([]);
  });

  it("lists every broken link in the message", () => {
    const pages = [page("/master/a", ["/master/x"]), page("/master/b", ["/master/y", "/master/z"])];
    const message = formatBrokenLinks(checkLinks(pages, BASE, exists([])).brokenLinks);
    expect(message).toContain("3 internal link(s) to 3 missing target(s)");
    for (const target of ["/master/x", "/master/y", "/master/z"]) expect(message).toContain(target);
    expect(message).toContain("/master/b (content/docs/b.mdx)");
  });
});

it("lists a link repeated on one page once, with a count", () => {
  const message = formatBrokenLinks(
    checkLinks([page("/master/a", ["/master/blog", "/master/blog"])], BASE, () => false).brokenLinks,
  );
  expect(message.split("\n")).toEqual([
    "Broken links: 2 internal link(s) to 1 missing target(s):",
    "  - on /master/a (content/docs/a.mdx): /master/blog — no page or file at this route (2×)",
  ]);
});

describe("findDuplicateRoutes", () => {
  it("names both sources of a route, also when they differ only by a trailing slash", () => {
    const duplicates = findDuplicateRoutes([
      { route: "/components/form-group/", source: "content/docs/components/form-group/index.mdx" },
      { route: "/components/form-group", source: "content/docs/components/form-group.mdx" },
      { route: "/intro", source: "content/docs/intro.mdx" },
    ]);
    expect(duplicates).toEqual([
      {
        route: "/components/form-group",
        sources: ["content/docs/components/form-group.mdx", "content/docs/components/form-group/index.mdx"],
      },
    ]);
    expect(formatDuplicateRoutes(duplicates, BASE)).toContain(
      "/master/components/form-group: content/docs/components/form-group.mdx and content/docs/components/form-group/index.mdx",
    );
  });

  it("counts one source claiming a route twice (a page and its MDX node) as one claim", () => {
    expect(
      findDuplicateRoutes([
        { route: "/404/", source: "src/pages/404.tsx" },
        { route: "/404.html", source: "src/pages/404.tsx" },
        { route: "/intro", source: "content/docs/intro.mdx" },
        { route: "/intro", source: "content/docs/intro.mdx" },
      ]),
    ).toEqual([]);
  });
});
