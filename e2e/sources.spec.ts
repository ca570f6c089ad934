import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

/**
 * The "Broncode" links of a component page (src/article/mdx/ComponentSources.tsx): one per
 * implementation, to its folder in the design system's repository at the site's version (master
 * here; e2e/basePath.spec.ts checks the tag of a release build).
 */
const TREE = "https://github.com/dso-toolkit/dso-toolkit/tree/master/";

/** The links under the "Broncode" term, with their accessible names and addresses. */
async function sourceLinks(page: Page) {
  const block = page.locator("article dl").filter({ has: page.locator("dt", { hasText: /^Broncode$/ }) });
  return block
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute("href")]));
}

test("a component page links each implementation's source at master", async ({ page }) => {
  await page.goto("components/alert");
  await expect(page.locator("article dt", { hasText: /^Broncode$/ })).toBeVisible();
  expect(await sourceLinks(page)).toEqual([
    ["Web Component (opent een externe website)", `${TREE}packages/core/src/components/alert`],
    ["Angular (opent een externe website)", `${TREE}angular-workspace/components/alert`],
    ["React (opent een externe website)", `${TREE}packages/react/src/components/alert`],
  ]);
  // Shown under the page's status line, before the article's own text.
  const [meta, sources] = await Promise.all(
    [page.locator("article dl").first(), page.locator("article dl", { hasText: "Broncode" })].map((box) =>
      box.evaluate((element) => element.getBoundingClientRect().top),
    ),
  );
  expect(sources).toBeGreaterThan(meta);
});

test("the links come with the article after a navigation in the app, and a page without implementations has none", async ({
  page,
}) => {
  await page.goto("components/accordion");
  await hydrated(page);
  expect(await sourceLinks(page)).toEqual([
    ["Web Component (opent een externe website)", `${TREE}packages/core/src/components/accordion`],
    ["React (opent een externe website)", `${TREE}packages/react/src/components/accordion`],
  ]);
  await page.evaluate(() => window.___navigate("/master/components/form-group/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Form Group");
  expect(await sourceLinks(page)).toEqual([
    ["HTML/CSS (opent een externe website)", `${TREE}packages/dso-toolkit/src/components/form-group`],
  ]);
  await page.evaluate(() => window.___navigate("/master/intro"));
  await expect(page).toHaveURL(/intro$/);
  await expect(page.locator("dt", { hasText: /^Broncode$/ })).toHaveCount(0);
});
