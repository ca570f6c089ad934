import { expect, test, type Page } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * What an author sees in `npm run develop`: an edit to an MDX body, its front matter or a
 * `_category_.yml` shows in the open page without a reload, and again after one, even when a
 * production build wrote its page data before (src/article/browser/ArticleBody.tsx).
 */
// About 2 to 3 s on a quiet machine (docs/decisions.md); the test allows for a busy CI machine and logs the time.
const SHOWS_WITHIN = 30_000;

const originals = new Map<string, string>();
function edit(file: string, change: (text: string) => string) {
  const full = path.resolve(file);
  if (!originals.has(full)) originals.set(full, readFileSync(full, "utf8"));
  writeFileSync(full, change(readFileSync(full, "utf8")));
}
function restoreAll() {
  for (const [file, text] of originals) writeFileSync(file, text);
  originals.clear();
}
// Content files are the author's: put back whatever happens to the test run.
process.on("exit", restoreAll);
test.afterEach(restoreAll);

async function shows(page: Page, text: string, where = page.locator("main")) {
  const started = Date.now();
  await expect(where.getByText(text)).toBeVisible({ timeout: SHOWS_WITHIN });
  console.log(`"${text}" showed after ${Date.now() - started} ms`);
  await page.reload();
  await expect(where.getByText(text)).toBeVisible();
}

// Page parts are found by CSS, not by role: when Gatsby's development overlay reports errors (its
// own loading indicator does not hydrate), it is a modal dialog that hides the page from roles.
test.describe.configure({ mode: "serial" });

test("a doc page's article shows the MDX as it is now, and an edit to its body without a reload", async ({ page }) => {
  await page.goto("components/accordion/");
  const article = page.locator("main article");
  // The page as the file says, not as the last build's page data had it.
  const intro = readFileSync("content/docs/components/accordion.mdx", "utf8").split("---")[2].trim().split("\n")[0];
  await expect(article).toContainText(
    intro
      .slice(0, 40)
      .replace(/[`*[\]]/g, "")
      .slice(0, 20),
  );
  const marker = `Proefzin van de ontwikkelserver ${Date.now()}.`;
  edit("content/docs/components/accordion.mdx", (text) => `${text.trimEnd()}\n\n${marker}\n`);
  await shows(page, marker, article);
});

test("a doc page's article works as on a built page: its live example is an island, and says the playground is absent", async ({
  page,
}) => {
  await page.goto("components/accordion/");
  // The article is HTML with islands, as a built page's (src/article/browser/ArticleBody.tsx);
  // only a hydrated example shows its failure state, here at once: the development server answers
  // the frame addresses with a 404 (src/node/developServer.ts).
  const example = page.locator("main article [data-island='example']").first();
  // The first is the visible message; the second its announcement in the frame's live region.
  await expect(example.getByText("Dit voorbeeld kon niet worden geladen.").first()).toBeVisible({ timeout: 30_000 });
});

test("an edit to a doc page's front matter title shows in its heading", async ({ page }) => {
  await page.goto("components/badge/");
  await expect(page.locator("main h1")).toHaveText("Badge");
  const title = `Badge proef ${Date.now()}`;
  edit("content/docs/components/badge.mdx", (text) => text.replace(/^title: .*$/m, `title: ${title}`));
  await shows(page, title, page.locator("main h1"));
});

test("an edit to a _category_.yml shows in the sidebar", async ({ page }) => {
  await page.goto("components/badge/");
  const label = `Componenten proef ${Date.now()}`;
  edit("content/docs/components/_category_.yml", (text) => text.replace(/^label: .*$/m, `label: "${label}"`));
  await shows(page, label, page.locator('nav[aria-label="Documentatie"]'));
});

test("a post shows an edit to its body without a reload", async ({ page }) => {
  await page.goto("blog/2025/11/04/dso-toolkit-81.0.0/");
  await expect(page.locator("main h1")).toBeVisible();
  const marker = `Proefzin in een bericht ${Date.now()}.`;
  edit("content/blog/2025-11-04-dso-toolkit-81.0.0.mdx", (text) => `${text.trimEnd()}\n\n${marker}\n`);
  await shows(page, marker, page.locator("main article"));
});
