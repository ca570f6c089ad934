/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { articleBodyOf, copyArticleBodies } from "../articleBodies";

// What React's server render writes around an article: the body sits between other divs, so the
// end of the body is only found by counting.
const page = (body: string) =>
  `<!DOCTYPE html><html><body><div id="___gatsby"><main><div class="article">` +
  `<div data-article-body="">${body}</div>` +
  `<nav><div>Vorige</div></nav></div></main></div></body></html>`;

describe("articleBodyOf", () => {
  it("returns the body's inner HTML, past nested divs and escaped `<div` in text and attributes", () => {
    const body =
      `<h2 id="gebruik">Gebruik</h2>` +
      `<div class="code"><pre><code>&lt;div class=&quot;x&quot;&gt;&lt;/div&gt;</code></pre>` +
      `<div data-island="example" data-props="{&quot;html&quot;:&quot;&lt;div&gt;&lt;/div&gt;&quot;}"><div>` +
      `<iframe title="&lt;/div&gt;"></iframe></div></div></div>` +
      `<p>Een &lt;div&gt; zonder einde.</p><div></div>`;
    expect(articleBodyOf(page(body), "intro/index.html")).toBe(body);
  });

  it("returns an empty body as empty", () => {
    expect(articleBodyOf(page(""), "intro/index.html")).toBe("");
  });

  it("does not take an attribute that only ends in the marker's name for the marker", () => {
    const html = `<div x-data-article-body=""><p>Niet dit</p></div>${page("<p>Dit</p>")}`;
    expect(articleBodyOf(html, "intro/index.html")).toBe("<p>Dit</p>");
  });

  it("names the file when the page has no article body", () => {
    expect(() => articleBodyOf("<html><body><div>Geen artikel</div></body></html>", "404/index.html")).toThrow(
      "404/index.html: the page has no article body (data-article-body)",
    );
  });

  it("names the file when the article body is not closed", () => {
    const cut = `<div data-article-body=""><div><p>Afgebroken</p></div>`;
    expect(() => articleBodyOf(cut, "components/tabs/index.html")).toThrow(
      "components/tabs/index.html:1:1: the article body is not closed",
    );
  });

  it("copies the body byte for byte as the file has it, not as a parser would write it again", () => {
    const body =
      `\r\n<H2 ID=kop class='a'>Kop&#39;s &amp; &quot;zo&quot;</H2><!-- <div> --><br>` +
      `<p>Geen einde<script type="application/json">{"x":"<div>"}</script><DIV data-x="&#x3C;">&nbsp;</DIV>\r\n`;
    expect(articleBodyOf(page(body), "intro/index.html")).toBe(body);
  });

  it("finds no body in a file cut off inside the body's own tag", () => {
    expect(() => articleBodyOf(`<main><div data-article-body=""`, "intro/index.html")).toThrow(
      "intro/index.html: the page has no article body",
    );
  });
});

describe("copyArticleBodies", () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = mkdtempSync(path.join(tmpdir(), "article-bodies-"));
  });
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    const full = path.join(publicDir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  };
  const pageData = (route: string) =>
    JSON.parse(readFileSync(path.join(publicDir, "page-data", route, "page-data.json"), "utf8")) as {
      result: { pageContext: Record<string, unknown> };
    };

  // An MDX page (with `source`) and a page built from a React component (without), each with its
  // HTML, as `gatsby build` leaves them in public/.
  function build(tabsBody: string) {
    write(
      "page-data/components/tabs/page-data.json",
      JSON.stringify({
        componentChunkName: "component---src-templates-doc-tsx",
        path: "/components/tabs",
        result: { pageContext: { id: "mdx-tabs", source: "content/docs/components/tabs.mdx" } },
      }),
    );
    write("components/tabs/index.html", page(tabsBody));
    write("page-data/blog/page-data.json", JSON.stringify({ path: "/blog", result: { pageContext: { page: 1 } } }));
    write("blog/index.html", page("<p>Het overzicht</p>"));
  }

  it("writes the article of each MDX page's HTML into its page data and leaves other pages alone", () => {
    build(`<h2>Tabs</h2><div class="code"><pre>&lt;div&gt;</pre></div>`);
    const blogBefore = readFileSync(path.join(publicDir, "page-data/blog/page-data.json"), "utf8");

    expect(copyArticleBodies(publicDir)).toBe(1);

    expect(pageData("components/tabs").result.pageContext).toEqual({
      id: "mdx-tabs",
      source: "content/docs/components/tabs.mdx",
      body: `<h2>Tabs</h2><div class="code"><pre>&lt;div&gt;</pre></div>`,
    });
    expect(readFileSync(path.join(publicDir, "page-data/blog/page-data.json"), "utf8")).toBe(blogBefore);
  });

  it("replaces a body copied before, so the page data follows the newest HTML", () => {
    build("<p>Oud</p>");
    copyArticleBodies(publicDir);
    // A later build writes new HTML while Gatsby keeps the page data it had (its context is unchanged).
    write("components/tabs/index.html", page("<p>Nieuw</p>"));

    expect(copyArticleBodies(publicDir)).toBe(1);
    expect(pageData("components/tabs").result.pageContext.body).toBe("<p>Nieuw</p>");
  });

  it("names the page's HTML file below public/ when it has no article body", () => {
    build("<p>Tabs</p>");
    write("components/tabs/index.html", "<html><body><main>Leeg</main></body></html>");
    // The whole message, so a path that starts at the file system's root does not pass.
    expect(() => copyArticleBodies(publicDir)).toThrow(
      new Error(`${path.join("components", "tabs", "index.html")}: the page has no article body (data-article-body)`),
    );
  });

  it("takes the bodies from `bodyOf` when given, the pages the build has read already", () => {
    build("<p>In het bestand</p>");
    const asked: string[] = [];
    const bodyOf = (file: string) => {
      asked.push(file);
      return "<p>Al gelezen</p>";
    };
    expect(copyArticleBodies(publicDir, bodyOf)).toBe(1);
    expect(asked).toEqual(["components/tabs/index.html"]);
    expect(pageData("components/tabs").result.pageContext.body).toBe("<p>Al gelezen</p>");
    expect(() => copyArticleBodies(publicDir, () => undefined)).toThrow(
      new Error("components/tabs/index.html: the page has no article body (data-article-body)"),
    );
  });

  it("names the page when it has data but no HTML file", () => {
    build("<p>Tabs</p>");
    rmSync(path.join(publicDir, "components"), { recursive: true });
    expect(() => copyArticleBodies(publicDir)).toThrow(
      new Error("/components/tabs: the page has data but no HTML file in public/"),
    );
  });
});
