import { expect, test, type Page } from "@playwright/test";
import path from "node:path";
import { BUDGETS, DOC_PAGE, STORIES_NOTE, jsBudgetKB, measuredPages } from "../bench/lib/budgets";
import { measurePage, type PageWeight } from "../bench/lib/firstLoad";
import { measureSearchIndex } from "../bench/lib/site";
import { serveStories, serveVersions } from "./fixtures";

/**
 * The first-load budgets of the benchmark (docs/quality-gates.md, "The benchmark"), held in every `npm test`, so a
 * change that tips one fails here rather than in the next bench run. The pages, the budgets and the
 * measurement are the benchmark's own (bench/lib/budgets.ts, firstLoad.ts, site.ts): gzip bytes of
 * the scripts and stylesheets a page loads before any interaction, in Chromium, from the preview
 * server. Each test prints its figures. Lighthouse stays in the benchmark.
 */

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** A failing budget names the files, largest first, so the reader sees what grew. */
function files(weight: PageWeight, resourceType: string) {
  return weight.requests
    .filter((request) => request.resourceType === resourceType && !request.prefetch)
    .sort((a, b) => b.gzip - a.gzip)
    .map((request) => `  ${kb(request.gzip).padStart(9)}  ${new URL(request.url).pathname}`)
    .join("\n");
}

function report(label: string, weight: PageWeight) {
  console.log(
    `${label}: JS ${kb(weight.js.gzip)} gzip (${weight.js.files} files), CSS ${kb(weight.css.gzip)} gzip, HTML ${kb(weight.html.gzip)} gzip`,
  );
}

for (const [label, below] of Object.entries(measuredPages(process.cwd()))) {
  test(`${label}: JS and CSS before interaction within budget`, async ({ browser, baseURL }) => {
    // A fresh context of its own: empty cache, and the versions file answered locally.
    const weight = await measurePage(browser, new URL(below, baseURL).href, { prepare: serveVersions });
    report(label, weight);
    expect(weight.status).toBe(200);
    expect(
      weight.js.gzip,
      `JS before interaction ≤ ${jsBudgetKB(label)} KB gzip:\n${files(weight, "script")}`,
    ).toBeLessThanOrEqual(jsBudgetKB(label) * KB);
    expect(
      weight.css.gzip,
      `CSS before interaction ≤ ${BUDGETS.cssKB} KB gzip:\n${files(weight, "stylesheet")}`,
    ).toBeLessThanOrEqual(BUDGETS.cssKB * KB);
  });
}

test(`/master/${DOC_PAGE} (${STORIES_NOTE}): JS before interaction within budget`, async ({ browser, baseURL }) => {
  const weight = await measurePage(browser, new URL(DOC_PAGE, baseURL).href, {
    prepare: async (page: Page) => {
      await serveVersions(page);
      await serveStories(page);
    },
  });
  report(`/master/${DOC_PAGE} (${STORIES_NOTE})`, weight);
  expect(
    weight.js.gzip,
    `JS before interaction ≤ ${BUDGETS.jsWithStoriesKB} KB gzip:\n${files(weight, "script")}`,
  ).toBeLessThanOrEqual(BUDGETS.jsWithStoriesKB * KB);
});

test("search index and store within budget", () => {
  const measured = measureSearchIndex(path.resolve("public"));
  if ("unavailable" in measured) throw new Error(measured.unavailable);
  console.log(`search index and store: ${kb(measured.gzip)} gzip (${measured.files.join(", ")})`);
  expect(measured.gzip, `search index and store ≤ ${BUDGETS.searchIndexKB} KB gzip`).toBeLessThanOrEqual(
    BUDGETS.searchIndexKB * KB,
  );
});
