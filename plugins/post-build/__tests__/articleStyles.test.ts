/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  articleStylesOf,
  articleStylesProblem,
  classSelectors,
  formatMissingClasses,
  missingArticleClasses,
  moduleClassLocal,
  moduleClassSources,
  type ArticleStyles,
} from "../articleStyles";
import { parseHtml } from "../html";

/** A built page as Gatsby writes it, cut down to its stylesheets, its shell and its article. */
const page = (article: string, head = '<link rel="stylesheet" href="/master/styles.abc.css"/>') =>
  `<!DOCTYPE html><html><head>${head}<style>.inline--aaaaa{}</style></head><body>` +
  `<nav class="navbar--12345"></nav><main><div class="article--00000" data-article-body="">${article}</div></main>` +
  `</body></html>`;

describe("classes of CSS modules", () => {
  it("knows a module's class by the site's class name pattern and gives its local name", () => {
    expect(moduleClassLocal("admonition--411cd")).toBe("admonition");
    expect(moduleClassLocal("doDont--42067")).toBe("doDont");
    expect(moduleClassLocal("loading-spinner")).toBeUndefined();
    expect(moduleClassLocal("token")).toBeUndefined();
    expect(moduleClassLocal("note--9a89")).toBeUndefined();
    expect(moduleClassLocal("note--99a8g")).toBeUndefined();
  });

  it("follows another pattern, and refuses one it cannot read", () => {
    expect(moduleClassLocal("styles-module--note--99a89", "styles-module--[local]--[hash:hex:5]")).toBe("note");
    expect(moduleClassLocal("note--99a89", "styles-module--[local]--[hash:hex:5]")).toBeUndefined();
    expect(() => moduleClassLocal("note", "[name]--[local]")).toThrow("CLASS_NAME_PATTERN: no rule for [name]");
  });
});

describe("class selectors of a stylesheet", () => {
  it("finds every class of every selector, in rules nested in at-rules too", () => {
    const css =
      ".a--11111,.b--22222 .c--33333>p{color:red}@media (min-width:40em){.d--44444:hover{margin:.5em}}" +
      "ul li.e--55555::after{content:'.x'}:is(.f,.g){}";
    expect([...classSelectors(css)].sort()).toEqual([
      "a--11111",
      "b--22222",
      "c--33333",
      "d--44444",
      "e--55555",
      "f",
      "g",
    ]);
  });

  it("takes no class from declarations, strings, comments, numbers or file names", () => {
    const css =
      '/* .commented{} */@font-face{font-family:Asap;src:url(/master/static/asap.woff2) format("woff2")}' +
      '.a{background:url("/x.y{z}.png");transition:opacity .25s}[title=".q{"]{}@keyframes k{12.5%{opacity:0}}';
    expect([...classSelectors(css)]).toEqual(["a"]);
  });
});

describe("an article's styles", () => {
  it("lists the module classes inside the article, with where each first stands, and the page's stylesheets", () => {
    const html = page(
      `<p class="note--99a89 token">a</p>\n<div class=" token  note--99a89 box--ad329 "><span>b</span></div>`,
    );
    expect(articleStylesOf(parseHtml(html, "intro/index.html"))).toEqual({
      file: "intro/index.html",
      classes: new Map([
        ["note--99a89", `intro/index.html:1:${html.indexOf('<p class="note') + 1}`],
        ["box--ad329", "intro/index.html:2:1"],
      ]),
      stylesheets: ["/master/styles.abc.css"],
      inline: [".inline--aaaaa{}"],
    });
  });

  it("is not there for a page without an article", () => {
    expect(articleStylesOf(parseHtml("<main class='x--12345'></main>", "404.html"))).toBeUndefined();
  });
});

describe("classes an article uses and no stylesheet has", () => {
  const styles = (file: string, classes: string[], stylesheets = ["/master/styles.css"]): ArticleStyles => ({
    file,
    classes: new Map(classes.map((name, index) => [name, `${file}:1:${index + 1}`])),
    stylesheets,
    inline: [".inline--aaaaa{}"],
  });
  const sheets: Record<string, string> = {
    "/master/styles.css": ".note--99a89{}",
    "/master/other.css": ".box--ad329{}",
  };

  it("names each missing class once, where it is first used and on how many pages", () => {
    const pages = [
      styles("intro/index.html", ["note--99a89", "box--ad329", "inline--aaaaa"]),
      styles("components/tabs/index.html", ["box--ad329", "tabs--a5628"]),
      styles("components/alert/index.html", ["box--ad329"], ["/master/styles.css", "/master/other.css"]),
    ];
    expect(missingArticleClasses(pages, (href) => sheets[href])).toEqual([
      { className: "box--ad329", where: "intro/index.html:1:2", pages: 2 },
      { className: "tabs--a5628", where: "components/tabs/index.html:1:2", pages: 1 },
    ]);
  });

  it("finds nothing missing when every class has its selector", () => {
    expect(missingArticleClasses([styles("intro/index.html", ["note--99a89"])], (href) => sheets[href])).toEqual([]);
  });

  it("names the class, a page and the CSS module that defines its local name", () => {
    const message = formatMissingClasses(
      [
        { className: "box--ad329", where: "intro/index.html:1:2", pages: 3 },
        { className: "gone--12345", where: "components/tabs/index.html:1:9", pages: 1 },
      ],
      new Map([["box", ["src/article/mdx/styles.module.css", "src/article/islands/Example/styles.module.css"]]]),
    );
    expect(message).toContain("2 class(es)");
    expect(message).toContain("src/article/browser/MdxBody.browser.tsx");
    expect(message).toContain(
      "  - .box--ad329 (.box of src/article/mdx/styles.module.css or src/article/islands/Example/styles.module.css), " +
        "used at intro/index.html:1:2 and on 2 more page(s)",
    );
    expect(message).toContain(
      "  - .gone--12345 (.gone of no CSS module under src/), used at components/tabs/index.html:1:9",
    );
  });
});

describe("the check after the build", () => {
  let project: string;
  beforeEach(() => {
    project = mkdtempSync(path.join(tmpdir(), "article-styles-"));
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), text);
  };

  it("reads the linked stylesheet from public/ and the defining module from src/", () => {
    write("public/styles.abc.css", ".note--99a89{color:red}");
    write("src/article/mdx/styles.module.css", ".note{color:red}");
    write("src/components/Widget/styles.module.css", ".widget{color:blue}");
    expect(moduleClassSources(path.join(project, "src"), project)).toEqual(
      new Map([
        ["note", ["src/article/mdx/styles.module.css"]],
        ["widget", ["src/components/Widget/styles.module.css"]],
      ]),
    );
    const article = (classes: string) =>
      articleStylesOf(parseHtml(page(`<p class="${classes}">a</p>`), "intro/index.html"))!;
    const publicDir = path.join(project, "public");

    expect(articleStylesProblem([article("note--99a89")], publicDir, "/master/", project)).toBeUndefined();
    expect(articleStylesProblem([article("note--99a89 widget--54321")], publicDir, "/master/", project)).toContain(
      ".widget--54321 (.widget of src/components/Widget/styles.module.css), used at intro/index.html:1:",
    );
  });

  it("names the page that links a stylesheet the build did not write", () => {
    const styles = articleStylesOf(
      parseHtml(page("<p>a</p>", '<link rel="stylesheet" href="/master/weg.css">'), "intro/index.html"),
    )!;
    expect(() => articleStylesProblem([styles], path.join(project, "public"), "/master/", project)).toThrow(
      "intro/index.html: links the stylesheet /master/weg.css, which is not in public/",
    );
  });
});
