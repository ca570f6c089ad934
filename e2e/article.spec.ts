import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { articleBodyOf } from "../plugins/post-build/articleBodies";
import { expect, hydrated, test } from "./fixtures";

// A doc page or post ships its article as HTML (docs/developers.md, "Code"); these are the parts of Gatsby's
// Link that its links keep: aria-current on a link to the page itself, and the data of a linked
// page fetched once the link is in view.

/** The built pages whose article links to the page itself, as `[route below the base path, href]`. */
function pagesLinkingToThemselves(dir = "public", prefix = "/master"): [string, string][] {
  const found: [string, string][] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "index.html") {
        const html = readFileSync(full, "utf8");
        if (!html.includes('data-article-body=""')) continue;
        const route = `/${path.relative(dir, folder).split(path.sep).join("/")}`;
        // Only the article's own links: the blog sidebar follows it and links the post too.
        for (const [, href] of articleBodyOf(html, full).matchAll(/<a [^>]*href="([^"#?]+)"/g))
          if (href.replace(/\/$/, "") === `${prefix}${route}`.replace(/\/$/, "")) found.push([route, href]);
      }
    }
  };
  walk(dir);
  return found;
}

test('a link in the article to the page itself has aria-current="page", also after an in-app navigation', async ({
  page,
}) => {
  // The test build's unlisted fixture page links to itself (e2e/content/test/zelfverwijzing.mdx, gatsby-config.ts).
  const self = pagesLinkingToThemselves();
  expect(self.map(([route]) => route)).toContain("/test/zelfverwijzing");
  const [route, href] = self[0];
  const current = page.locator(`[data-article-body] a[href="${href}"]`).first();

  await page.goto(route.slice(1));
  await hydrated(page);
  await expect(current).toHaveAttribute("aria-current", "page");
  await expect(page.locator('[data-article-body] a[aria-current="page"]:not([href="' + href + '"])')).toHaveCount(0);

  await page.goto("intro");
  await hydrated(page);
  await page.evaluate((to) => window.___navigate(to), `/master${route}`);
  await expect(current).toHaveAttribute("aria-current", "page");
});

test("no other link in an article has aria-current", async ({ page }) => {
  await page.goto("components/accordion");
  await hydrated(page);
  const links = page.locator("[data-article-body] a[href^='/master/']");
  expect(await links.count()).toBeGreaterThan(0);
  await expect(page.locator("[data-article-body] a[aria-current]")).toHaveCount(0);
});

test("the data of a page that an article links to is fetched once the link comes into view", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  const dataOf = (href: string) =>
    `/master/page-data${href.replace(/^\/master/, "").replace(/\/$/, "")}/page-data.json`;
  await page.goto("components/accordion");
  await hydrated(page);
  await page.waitForTimeout(500);
  // The article's last link to a page whose data nothing has fetched yet (the sidebar's links in
  // view fetch theirs too), far below the first screen; not one in a closed disclosure (the
  // component history's older releases), which cannot come into view.
  const hrefs = await page
    .locator("[data-article-body] a[href^='/master/']:not([href*='#'])")
    .evaluateAll((links) =>
      links.filter((link) => !link.closest("details:not([open])")).map((link) => link.getAttribute("href")!),
    );
  const href = hrefs.reverse().find((candidate) => !requested.includes(dataOf(candidate)));
  expect(href).toBeDefined();
  const link = page.locator(`[data-article-body] a[href="${href}"]`).first();
  await expect(link).not.toBeInViewport();
  const fetched = page.waitForRequest((request) => new URL(request.url()).pathname === dataOf(href!));
  await link.scrollIntoViewIfNeeded();
  await fetched;
});

test("no page data is fetched for links in view when the visitor saves data", async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } }),
  );
  const pageData: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/page-data/") && !request.url().includes("/components/accordion/"))
      pageData.push(request.url());
  });
  await page.goto("components/accordion");
  await hydrated(page);
  const link = page
    .locator("[data-article-body] a[href^='/master/']:not([href*='#'])")
    .filter({ visible: true })
    .last();
  await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  const target = new URL((await link.getAttribute("href"))!, "http://localhost").pathname.replace(/^\/master/, "");
  expect(pageData.filter((url) => url.includes(`/page-data${target.replace(/\/$/, "")}/`))).toEqual([]);
});
