import { expect, test } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEVELOP_EDITS, markerText } from "../../bench/lib/developEdits";

/**
 * What an author sees in `npm run develop`: an edit to an MDX body, its front matter or a
 * `_category_.yml` shows in the open page without a reload, and again after one, even when a
 * production build wrote its page data before (src/article/browser/ArticleBody.tsx). The edits are
 * the ones `npm run bench` times (bench/lib/developEdits.ts).
 */
// About 2 to 3 s on a quiet machine (bench/results.md); the test allows for a busy CI machine and logs the time.
const SHOWS_WITHIN = 30_000;

const originals = new Map<string, string>();
function restoreAll() {
  for (const [file, text] of originals) writeFileSync(file, text);
  originals.clear();
}
// Content files are the author's: put back whatever happens to the test run.
process.on("exit", restoreAll);
test.afterEach(restoreAll);

// Page parts are found by CSS, not by role: should Gatsby's development overlay report errors, it is
// a modal dialog that hides the page from role queries.
test.describe.configure({ mode: "serial" });

test("a doc page's article shows the MDX as it is now, not as the last build's page data had it", async ({ page }) => {
  await page.goto("components/accordion/");
  const intro = readFileSync("content/docs/components/accordion.mdx", "utf8").split("---")[2].trim().split("\n")[0];
  await expect(page.locator("main article")).toContainText(
    intro
      .slice(0, 40)
      .replace(/[`*[\]]/g, "")
      .slice(0, 20),
  );
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
  // No hydration error raised Gatsby's error overlay over the page.
  await expect(page.locator("gatsby-fast-refresh")).toHaveCount(0);
});

for (const edit of DEVELOP_EDITS) {
  test(`an edit of the ${edit.name} shows in the open page without a reload, and after one`, async ({ page }) => {
    await page.goto(edit.page);
    const where = page.locator(edit.where).first();
    await expect(where).toBeVisible();
    const file = path.resolve(edit.file);
    const original = readFileSync(file, "utf8");
    originals.set(file, original);
    const marker = markerText();
    const started = Date.now();
    writeFileSync(file, edit.change(original, marker));
    await expect(where.getByText(marker)).toBeVisible({ timeout: SHOWS_WITHIN });
    console.log(`${edit.name}: "${marker}" showed after ${Date.now() - started} ms`);
    await page.reload();
    await expect(page.locator(edit.where).first().getByText(marker)).toBeVisible();
  });
}
