import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { builtTitleOf, htmlFileOf, sitemapRoutes } from "./siteRoutes";
import { expect, test } from "./fixtures";

/**
 * Site-wide checks (docs/quality-gates.md, "Quality gates"): every page in the sitemap, plus the search and
 * not-found pages, answers with its status, has one h1 and a title, logs no
 * console error, has its Content-Security-Policy and breaks it nowhere, and has
 * no axe violation of WCAG 2.1 A/AA. Dark mode and a 375 px viewport are
 * checked on one page of each template. Pages are visited in chunks so each
 * test reuses one browser page.
 */
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const NOT_FOUND = "deze-pagina-bestaat-niet";
const CHUNK = 12;

const sitemap = sitemapRoutes();
const trim = (route: string) => route.replace(/\/+$/, "");
const inSitemap = (route: string) => sitemap.find((candidate) => trim(candidate) === trim(route));
const hasSearchPage = htmlFileOf("search") !== undefined;

interface Visit {
  route: string;
  status: number;
}
const visits: Visit[] = [
  ...sitemap.map((route) => ({ route, status: 200 })),
  ...(hasSearchPage ? [{ route: "search?q=knop", status: 200 }] : []),
  { route: NOT_FOUND, status: 404 },
];

/** Gatsby hydrates after its scripts and page data arrive; console errors from hydration come only then. */
async function waitForApp(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby");
    return !!root && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself instead of opening a helper page per
  // run (our pages have no iframes); with violations only, this halves the time per page.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/**
 * Console errors, with failed requests named by URL: the browser's own
 * "Failed to load resource" message does not say which one. The not-found
 * page's own 404 answer is expected.
 */
function watchFailures(page: Page, errors: string[]) {
  page.on("response", (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== "document")
      errors.push(`HTTP ${response.status()} ${response.url()}`);
  });
}
const GENERIC_LOAD_ERROR = /^Failed to load resource: the server responded with a status of \d+/;
/**
 * On an unknown route Gatsby's client asks for that route's page data and
 * address before it shows the not-found page; those 404s are how it finds out.
 */
const notFoundProbe = (error: string) => error.startsWith("HTTP 404 ") && error.includes(`/${NOT_FOUND}`);

function unexpected(errors: string[], status: number): string[] {
  const named = errors.some((error) => error.startsWith("HTTP "));
  return errors.filter(
    (error) =>
      (!GENERIC_LOAD_ERROR.test(error) || (!named && status !== 404)) && !(status === 404 && notFoundProbe(error)),
  );
}

async function checkPage(page: Page, errors: string[], { route, status }: Visit) {
  errors.length = 0;
  const response = await page.goto(route, { waitUntil: "load" });
  await waitForApp(page);
  const where = `/master/${route}`;
  expect.soft(response?.status(), `${where}: status`).toBe(status);
  expect.soft(await page.locator("h1").count(), `${where}: number of h1`).toBe(1);
  expect.soft((await page.title()).trim(), `${where}: <title>`).not.toBe("");
  expect.soft(await axeViolations(page), `${where}: axe violations (light)`).toEqual([]);
  expect.soft(unexpected(errors, status), `${where}: console errors`).toEqual([]);
  // Under its Content-Security-Policy, in the page and from the server; a violation fails the test (e2e/fixtures.ts).
  expect
    .soft(await page.locator('meta[http-equiv="Content-Security-Policy"]').count(), `${where}: policy meta element`)
    .toBe(1);
  expect
    .soft(response?.headers()["content-security-policy"], `${where}: policy header`)
    .toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
}

test.describe("every page", () => {
  for (let start = 0; start < visits.length; start += CHUNK) {
    const chunk = visits.slice(start, start + CHUNK);
    test(`pages ${start + 1}–${start + chunk.length} of ${visits.length}: ${chunk[0].route || "(home)"} …`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(30_000 + chunk.length * 8_000);
      watchFailures(page, consoleErrors);
      for (const visit of chunk) await checkPage(page, consoleErrors, visit);
    });
  }

  test("every page has its own non-empty <title>", () => {
    const byTitle = new Map<string, string[]>();
    for (const route of sitemap) {
      const title = builtTitleOf(route);
      expect(title, `/master/${route}: <title>`).toBeTruthy();
      byTitle.set(title!, [...(byTitle.get(title!) ?? []), `/master/${route}`]);
    }
    const shared = [...byTitle.entries()]
      .filter(([, routes]) => routes.length > 1)
      .map(([title, routes]) => `"${title}": ${routes.join(", ")}`);
    expect(shared).toEqual([]);
  });
});

interface Template {
  name: string;
  route?: string;
  status?: number;
}
const templates: Template[] = [
  { name: "home", route: inSitemap("") },
  { name: "doc", route: inSitemap("intro") },
  { name: "component page", route: inSitemap("components/accordion") },
  // The widest API block: properties without attribute, events, long types and shadow parts.
  { name: "component page with a full API", route: inSitemap("components/document-component") },
  { name: "components overview", route: inSitemap("components/") },
  { name: "blog list", route: inSitemap("blog") },
  { name: "blog post", route: sitemap.find((route) => /^blog\/\d{4}\/\d{2}\/\d{2}\/[^/]+\/?$/.test(route)) },
  { name: "blog archive", route: inSitemap("blog/archive") },
  { name: "blog authors", route: inSitemap("blog/authors") },
  { name: "search", route: hasSearchPage ? "search?q=knop" : undefined },
  { name: "404", route: NOT_FOUND, status: 404 },
];

test.describe("one page per template", () => {
  for (const { name, route, status = 200 } of templates) {
    test(`${name}: dark mode and a 375 px viewport`, async ({ page, consoleErrors }) => {
      test.skip(route === undefined, `the site has no ${name} page yet`);
      watchFailures(page, consoleErrors);
      const where = `/master/${route}`;
      await page.goto(`${route}${route!.includes("?") ? "&" : "?"}docusaurus-theme=dark`);
      await waitForApp(page);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      expect.soft(await axeViolations(page), `${where}: axe violations (dark)`).toEqual([]);

      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(route!);
      await waitForApp(page);
      expect.soft(await axeViolations(page), `${where}: axe violations (375 px)`).toEqual([]);
      // WCAG 1.4.10 (reflow): nothing may make the page itself scroll sideways at 320–375 px.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect.soft(overflow, `${where}: horizontal overflow at 375 px`).toBeLessThanOrEqual(0);
      expect.soft(unexpected(consoleErrors, status), `${where}: console errors`).toEqual([]);
    });
  }
});
