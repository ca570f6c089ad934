import AxeBuilder from "@axe-core/playwright";
import { expect, hydrated, test } from "./fixtures";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const ROUTES = [
  "",
  "intro",
  "all-versions",
  "components/",
  "components/accordion",
  "components/form-group/",
  "components/form-group/input",
  "fundament/kleuren",
  "voor-developers/",
  "voor-developers/web-components/react-bindings",
  "voor-maintainers/release-procedure",
  "memos/grid-col-xs-12",
];

test.describe("routes", () => {
  for (const route of ROUTES) {
    test(`/master/${route} answers and shows its h1`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    });
  }

  test("an unknown route shows the Dutch not-found page with status 404", async ({ page }) => {
    const response = await page.goto("bestaat/niet");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible();
    await expect(
      page.getByText("laat dan de beheerder van die website weten dat de link niet meer werkt"),
    ).toBeVisible();
  });
});

test.describe("document head", () => {
  test("has title, description, canonical, Open Graph, generator and favicon", async ({ page }) => {
    await page.goto("components/accordion");
    await expect(page).toHaveTitle("Accordion | DSO Toolkit");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.dso-toolkit.nl/master/components/accordion",
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Accordion | DSO Toolkit");
    await expect(page.locator('meta[name="generator"]')).toHaveAttribute("content", /^Gatsby \d/);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/master/favicon.svg");
  });

  test("makes no request to another host except versions.json", async ({ page }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.hostname !== "127.0.0.1" && !url.pathname.endsWith("/versions.json")) outside.push(request.url());
    });
    await page.goto("components/accordion", { waitUntil: "networkidle" });
    expect(outside).toEqual([]);
  });
});

test.describe("shell", () => {
  test("the skip link is the first focusable element and moves focus to the main content", async ({ page }) => {
    await page.goto("intro");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Ga naar hoofdinhoud" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
  });

  test("navbar and footer carry the configured links", async ({ page }) => {
    await page.goto("");
    const nav = page.getByRole("navigation", { name: "Hoofdnavigatie" });
    await expect(nav.getByRole("link", { name: "Documentatie" })).toHaveAttribute("href", "/master/intro");
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/master/blog");
    await expect(nav.getByRole("link", { name: /Playground \(opent een externe website\)/ })).toHaveAttribute(
      "href",
      "https://storybook.dso-toolkit.nl/master",
    );
    await expect(nav.getByRole("link", { name: /GitHub/ })).toHaveAttribute(
      "href",
      "https://github.com/dso-toolkit/dso-toolkit",
    );
    const footer = page.locator("footer");
    for (const title of ["Community", "NPM", "Meer"])
      await expect(footer.getByRole("heading", { name: title })).toBeVisible();
    await expect(footer.getByRole("link", { name: /@dso-toolkit\/react/ })).toHaveAttribute(
      "href",
      "https://www.jsdelivr.com/package/npm/@dso-toolkit/react",
    );
    await expect(footer).toContainText("Copyright © 2025 DSO Toolkit");
  });

  test("the colour switch persists across reload and follows another tab", async ({ page, context }) => {
    await page.goto("intro");
    // A click before React has hydrated the switch does nothing, so wait for it.
    await hydrated(page);
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-theme", "light");
    await page
      .getByRole("button", { name: /Wissel tussen donkere en lichte weergave \(nu: lichte weergave\)/ })
      .click();
    await expect(html).toHaveAttribute("data-theme", "dark");
    await page.reload();
    await expect(html).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("button", { name: /nu: donkere weergave/ })).toBeVisible();
    await hydrated(page);

    const other = await context.newPage();
    await other.goto("intro");
    await hydrated(other);
    await expect(other.locator("html")).toHaveAttribute("data-theme", "dark");
    await other.getByRole("button", { name: /nu: donkere weergave/ }).click();
    await expect(html).toHaveAttribute("data-theme", "light");
    // Clearing the choice in another tab returns to the default.
    await other.getByRole("button", { name: /nu: lichte weergave/ }).click();
    await expect(html).toHaveAttribute("data-theme", "dark");
    await other.evaluate(() => localStorage.removeItem("theme"));
    await expect(html).toHaveAttribute("data-theme", "light");
  });

  test("the announcement bar closes, stays closed, and returns for a new id", async ({ page }) => {
    await page.goto("intro");
    await hydrated(page);
    const bar = page.getByRole("region", { name: "Mededeling" });
    await expect(bar).toBeVisible();
    await page.getByRole("button", { name: "Melding sluiten" }).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-announcement-bar-initially-dismissed", "true");
    await expect(page.getByRole("region", { name: "Mededeling" })).toHaveCount(0);
    await page.evaluate(() => localStorage.setItem("docusaurus.announcement.id", "een-oudere-melding"));
    await page.reload();
    await expect(page.getByRole("region", { name: "Mededeling" })).toBeVisible();
  });
});

test.describe("doc page", () => {
  test("has breadcrumbs, a table of contents and previous/next links", async ({ page }) => {
    await page.goto("components/form-group/input");
    const crumbs = page.getByRole("navigation", { name: "Broodkruimels" });
    await expect(crumbs.getByRole("link", { name: "Homepagina" })).toHaveAttribute("href", "/master/");
    await expect(crumbs.getByRole("link", { name: "Componenten" })).toHaveAttribute("href", "/master/components/");
    await expect(crumbs.getByRole("link", { name: "Form Group" })).toHaveAttribute(
      "href",
      "/master/components/form-group/",
    );
    await expect(crumbs.getByText("Input", { exact: true })).toHaveAttribute("aria-current", "page");

    const toc = page.getByRole("navigation", { name: "Op deze pagina" });
    const first = toc.getByRole("link").first();
    const target = (await first.getAttribute("href"))!;
    await expect(page.locator(`[id="${target.slice(1)}"]`)).toHaveCount(1);

    const pager = page.getByRole("navigation", { name: "Documentatie pagina" });
    await expect(pager.getByRole("link", { name: /Vorige/ })).toBeVisible();
    await pager.getByRole("link", { name: /Volgende/ }).click();
    await expect(page).not.toHaveURL(/form-group\/input$/);
    await expect(page.locator("h1")).toHaveCount(1);
  });

  test("the sidebar expands the current category and marks the page", async ({ page }) => {
    await page.goto("fundament/kleuren");
    await hydrated(page);
    const sidebar = page.getByRole("navigation", { name: "Documentatie", exact: true });
    await expect(sidebar.getByRole("link", { name: "Kleuren" })).toHaveAttribute("aria-current", "page");
    const toggle = sidebar.getByRole("button", { name: "Fundament in- of uitklappen" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    await expect(sidebar.getByRole("link", { name: "Kleuren" })).toBeHidden();
  });

  test("code blocks are highlighted and the copy button announces its result", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("components/accordion");
    // A click before React has hydrated the copy button does nothing, so wait for it.
    await hydrated(page);
    const block = page.locator("pre[data-language]").first();
    await expect(block.locator(".token").first()).toBeVisible();
    await page.getByRole("button", { name: "Code kopiëren naar het klembord" }).first().click();
    await expect(
      page.getByRole("status").filter({ hasText: "De code is naar het klembord gekopieerd." }).first(),
    ).toBeAttached();
  });

  test("heading anchors are named and visible on focus", async ({ page }) => {
    await page.goto("components/accordion");
    const anchor = page.getByRole("link", { name: "Directe link naar Wanneer te gebruiken" });
    await anchor.focus();
    await expect(anchor).toHaveCSS("opacity", "1");
  });

  test("component pages render the API from metadata and link the playground", async ({ page }) => {
    await page.goto("components/accordion");
    const table = page.getByRole("table", { name: "Properties van <dso-accordion-section>" });
    await expect(table.getByRole("rowheader", { name: "attachmentCount" })).toBeVisible();
    await expect(table.getByRole("row", { name: /handleTitle/ })).toContainText("handle-title");
    await expect(page.getByRole("table", { name: "Events van <dso-accordion-section>" })).toContainText(
      "dsoToggleClick",
    );
    await expect(page.getByRole("link", { name: /Bekijk Accordion in de playground/ })).toHaveAttribute(
      "href",
      /^https:\/\/storybook\.dso-toolkit\.nl\/master\//,
    );
  });

  test("the components overview filters by name and implementation", async ({ page }) => {
    await page.goto("components/");
    await hydrated(page);
    const rows = page.locator("tbody tr");
    const total = await rows.count();
    expect(total).toBeGreaterThan(75);
    await page.getByLabel("Filter op naam").fill("button");
    await expect(page.locator("main").getByRole("status")).toHaveText(new RegExp(`^\\d+ van ${total} componenten$`));
    await expect(rows).not.toHaveCount(total);
    expect(await rows.count()).toBeLessThan(total);
    await expect(rows.first()).toContainText(/button/i);
    await page.getByLabel("Filter op naam").fill("");
    await page.getByLabel("Implementatie").selectOption("angular");
    for (const text of await rows.locator("td:last-child").allTextContents()) expect(text).toContain("Angular");
  });
});

test.describe("accessibility of the shell", () => {
  // axe on a long component page takes a while on a busy 2-core machine.
  test.describe.configure({ timeout: 60_000 });
  for (const route of ["", "components/accordion", "bestaat/niet"]) {
    for (const theme of ["light", "dark"]) {
      for (const width of [1280, 375]) {
        test(`/master/${route} has no axe violations (${theme}, ${width}px)`, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${route}?docusaurus-theme=${theme}`);
          await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
          const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
          expect(
            results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
          ).toEqual([]);
        });
      }
    }
  }
});
