import { readFileSync } from "node:fs";
import path from "node:path";
import { BASE_PATH } from "../playwright.config";
import { expect, hydrated, test } from "./fixtures";

/**
 * The site built for another version's base path (`npm run test:base-path` builds it under /81.0.0/):
 * routes, links, feeds, search, robots, the version selector and the example frames all follow it.
 * The main browser run, against /master/, skips this file.
 */
test.skip(BASE_PATH === "/master/", "runs against a build under another base path (npm run test:base-path)");

const version = BASE_PATH.split("/").filter(Boolean)[0];

test("a doc page, its navbar and its examples name the base path and its version", async ({ page }) => {
  const response = await page.goto("components/action-list");
  expect(response?.status()).toBe(200);
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "Hoofdnavigatie" });
  await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("href", `${BASE_PATH}blog`);
  await expect(nav.getByRole("link", { name: /Playground/ })).toHaveAttribute(
    "href",
    `https://storybook.dso-toolkit.nl/${version}`,
  );
  await expect(page.getByRole("button", { name: `Versie: ${version}` })).toBeVisible();
  await expect(page.locator('iframe[src*="id=core-action-list--default&"]')).toHaveAttribute(
    "src",
    `/!storybook/${version}/iframe.html?id=core-action-list--default&viewMode=story`,
  );
  await expect(page.getByRole("link", { name: /Open in de playground/ }).first()).toHaveAttribute(
    "href",
    `https://storybook.dso-toolkit.nl/${version}/?path=/story/core-action-list--default&viewMode=story`,
  );
  await expect(
    page.locator("article dl", { hasText: "Broncode" }).getByRole("link", { name: /^Web Component/ }),
  ).toHaveAttribute(
    "href",
    `https://github.com/dso-toolkit/dso-toolkit/tree/v${version}/packages/core/src/components/action-list`,
  );
});

test("a post opens from the blog list, and the feeds give its address under the base path", async ({
  page,
  request,
}) => {
  await page.goto("blog");
  const post = page.locator("main article h2 a").first();
  const href = await post.getAttribute("href");
  expect(href).toMatch(new RegExp(`^${BASE_PATH}blog/\\d{4}/\\d{2}/\\d{2}/`));
  await post.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  for (const feed of ["rss.xml", "atom.xml", "feed.json"]) {
    const body = await (await request.get(`blog/${feed}`)).text();
    expect(body, feed).toContain(`https://www.dso-toolkit.nl${href}`);
  }
});

test("search finds pages and links them under the base path", async ({ page }) => {
  await page.goto("intro");
  await hydrated(page);
  const box = page.getByRole("combobox", { name: "Zoeken" });
  await box.focus();
  await box.fill("accordion");
  await expect(page.getByRole("listbox", { name: "Zoeksuggesties" }).getByRole("option").first()).toContainText(
    "Accordion",
  );
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${BASE_PATH}components/accordion\\?_highlight=accordion`));

  await page.goto("search?q=accordion");
  const links = page.locator("main ol > li a");
  await expect(links.first()).toBeVisible();
  for (const href of await links.evaluateAll((found) => found.map((link) => link.getAttribute("href"))))
    expect(href?.startsWith(BASE_PATH)).toBe(true);
});

test("robots.txt and the sitemap name the base path", async ({ request }) => {
  const robots = await (await request.get("robots.txt")).text();
  expect(robots).toContain(`Sitemap: https://www.dso-toolkit.nl${BASE_PATH}sitemap-index.xml`);
  const sitemap = readFileSync(path.resolve("public/sitemap-0.xml"), "utf8");
  expect(sitemap).toContain(`https://www.dso-toolkit.nl${BASE_PATH}components/accordion`);
  expect(sitemap).not.toContain("/master/");
});
