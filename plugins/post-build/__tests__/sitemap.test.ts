import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseHtml } from "../html";
import { hasNoindex as hasNoindexPage, indexablePages, robotsTxt, SITEMAP_FILE, writeRobotsTxt } from "../sitemap";

const hasNoindex = (html: string) => hasNoindexPage(parseHtml(html, "search/index.html"));

describe("robots.txt", () => {
  it("names the sitemap by its absolute URL under the base path of the build", () => {
    expect(robotsTxt()).toContain(`Sitemap: https://www.dso-toolkit.nl/master/${SITEMAP_FILE}`);
    expect(robotsTxt("https://www.dso-toolkit.nl", "/81.0.0/")).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: https://www.dso-toolkit.nl/81.0.0/${SITEMAP_FILE}\n`,
    );
  });

  it("is written into the built site", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "robots-"));
    writeRobotsTxt(dir);
    expect(readFileSync(path.join(dir, "robots.txt"), "utf8")).toBe(robotsTxt());
  });
});

describe("sitemap pages", () => {
  it("recognises a page that asks not to be indexed", () => {
    expect(hasNoindex('<meta name="robots" content="noindex, follow"/>')).toBe(true);
    expect(hasNoindex('<meta content="noindex" name="robots">')).toBe(true);
    expect(hasNoindex('<meta name="robots" content="index, follow"/>')).toBe(false);
    expect(hasNoindex('<meta name="description" content="noindex in a description"/>')).toBe(false);
    expect(hasNoindex('<META NAME="Robots" CONTENT="NOINDEX">')).toBe(true);
    expect(hasNoindex('<meta name="robots" content="noindexing"/>')).toBe(false);
    // Text that only looks like the element is not one.
    expect(hasNoindex('<script>const m = `<meta name="robots" content="noindex">`;</script>')).toBe(false);
    expect(hasNoindex('<p>&lt;meta name="robots" content="noindex"&gt;</p>')).toBe(false);
  });

  it("drops pages whose built HTML says noindex and keeps the rest", () => {
    const publicDir = path.join(__dirname, "fixtures", "site-clean");
    const pages = [
      { path: "/" },
      { path: "/intro" },
      { path: "/zoeken/" },
      { path: "/components/form-group/" },
      { path: "/404.html" },
    ];
    expect(indexablePages(pages, publicDir).map((page) => page.path)).toEqual([
      "/",
      "/intro",
      "/components/form-group/",
      "/404.html",
    ]);
  });
});
