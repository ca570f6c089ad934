import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { startServer } from "../bench/lib/server";
import { expect, hydrated, test } from "./fixtures";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

test.describe("progress bar", () => {
  test("appears on a slow navigation and not on a fast one", async ({ page }) => {
    await page.goto("intro");
    await hydrated(page);
    await page
      .getByRole("navigation", { name: "Documentatie", exact: true })
      .getByRole("link", { name: "Alle versies" })
      .click();
    await expect(page).toHaveURL(/all-versions$/);
    await expect(page.locator("#nprogress")).toHaveCount(0);

    await page.route("**/page-data/fundament/kleuren/page-data.json", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.evaluate(() => window.___navigate("/master/fundament/kleuren"));
    await expect(page.locator("#nprogress .bar")).toBeAttached();
    await expect(page).toHaveURL(/fundament\/kleuren$/);
    await expect(page.locator("#nprogress")).toHaveCount(0, { timeout: 5000 });
  });
});

test.describe("scrolling", () => {
  test("a hash scrolls its target into view and focuses it; a query change does not scroll", async ({ page }) => {
    await page.goto("intro");
    await hydrated(page);
    await page.evaluate(() => window.___navigate("/master/components/accordion#toegankelijkheid"));
    const target = page.locator("#toegankelijkheid");
    await expect(target).toBeInViewport();
    await expect(target).toBeFocused();

    await page.evaluate(() => window.scrollTo(0, 600));
    await page.evaluate(() => window.___navigate("/master/components/accordion?tab=2"));
    await expect(page).toHaveURL(/\?tab=2$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);

    await page.evaluate(() => window.___navigate("/master/fundament/kleuren"));
    await expect(page).toHaveURL(/kleuren$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Back restores the previous scroll position", async ({ page }) => {
    await page.goto("components/cards");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForTimeout(200);
    await page.evaluate(() => window.___navigate("/master/intro"));
    await expect(page).toHaveURL(/intro$/);
    await page.goBack();
    await expect(page).toHaveURL(/cards$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  });
});

test.describe("loading", () => {
  test("a failed page-data load reloads the whole page at the target", async ({ page }) => {
    await page.goto("intro");
    await hydrated(page);
    // Gatsby retries a failed fetch a few times before it gives up and reloads.
    await page.route("**/page-data/fundament/layout/page-data.json", (route) => route.abort("failed"));
    const reload = page.waitForEvent("load");
    await page.evaluate(() => window.___navigate("/master/fundament/layout"));
    await reload;
    await expect(page).toHaveURL(/fundament\/layout$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Layout");
  });

  // Gatsby prefetches the pages of links that are in view, unless the connection is slow or saves data.
  // It does so with <link rel="prefetch"> elements, which we look for directly.
  for (const [name, connection, expected] of [
    ["data saving is on", { saveData: true, effectiveType: "4g" }, false],
    ["the connection is 2G", { saveData: false, effectiveType: "slow-2g" }, false],
    ["the connection is normal", { saveData: false, effectiveType: "4g" }, true],
  ] as const) {
    test(`prefetching ${expected ? "happens" : "stays off"} when ${name}`, async ({ page }) => {
      await page.addInitScript((value) => Object.defineProperty(navigator, "connection", { value }), connection);
      await page.goto("fundament/layout");
      await hydrated(page);
      // Many links are in view; hovering would load one on purpose, so we only wait. Gatsby prefetches
      // in batches of four with seconds between batches, so which page comes first is not ours to
      // predict: we look for any page's data.
      const prefetches = page.locator('link[rel="prefetch"][href*="/page-data/"]');
      if (expected) await expect(prefetches.first()).toBeAttached({ timeout: 10_000 });
      else {
        await page.waitForTimeout(2500);
        await expect(prefetches).toHaveCount(0);
      }
    });
  }
});

test.describe("crash page", () => {
  test("shows the message chain and recovers with Probeer opnieuw", async ({ page }) => {
    await page.goto("test/crash");
    await hydrated(page);
    await page.getByRole("button", { name: "Laat crashen" }).click();
    const alert = page.getByRole("alert");
    await expect(alert.getByRole("heading", { level: 1 })).toHaveText("Deze pagina is gecrasht.");
    await expect(alert).toContainText("De testcomponent is ontploft");
    await expect(alert).toContainText("Cause: De gegevens ontbreken");
    await expect(alert).toContainText("Cause: Netwerkfout");
    await expect(page.getByRole("navigation", { name: "Hoofdnavigatie" })).toBeVisible();
    await page.getByRole("button", { name: "Probeer opnieuw" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Crashtest");
  });
});

test.describe(".html paths", () => {
  for (const [path, heading] of [
    ["intro.html", "Introductie"],
    ["intro/index.html", "Introductie"],
    ["components/form-group/index.html", "Form Group"],
  ]) {
    test(`${path} shows the page`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).not.toHaveURL(/\.html$/);
    });
  }
  test("an unknown .html path shows the not-found page", async ({ page }) => {
    await page.goto("nergens.html");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
  });
  // Components the design system removed after 81.0.0 lose their pages (docs/authors.md, "Documenting a new release").
  for (const removed of ["tooltip", "toggletip", "progress-bar", "document-list", "legend-item"]) {
    test(`the removed component page components/${removed} answers with the not-found page`, async ({ page }) => {
      const response = await page.goto(`components/${removed}`);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
    });
  }
});

test.describe("hide on scroll", () => {
  test("hides on scroll down, returns on scroll up, always visible at the top", async ({ page }) => {
    await page.goto("components/cards");
    await hydrated(page);
    const navbar = page.locator("header.navbar");
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => navbar.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(1);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => navbar.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => navbar.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
  });

  test("stays hidden after navigating to a hash target", async ({ page }) => {
    await page.goto("components/cards");
    await hydrated(page);
    await page.evaluate(() => window.___navigate("/master/components/cards#zie-ook"));
    await expect(page.locator("#zie-ook")).toBeInViewport();
    await page.waitForTimeout(300);
    expect(await page.locator("header.navbar").evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(
      1,
    );
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  /** Turns the mouse wheel over the right edge of the window, where the open menu leaves the dimmed page. */
  async function wheelOverPage(page: Page) {
    await page.mouse.move(360, 600);
    await page.mouse.wheel(0, 600);
  }
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

  test("opens with the docs sidebar, goes back to the main menu, keeps the page still, closes by Escape, the close button, the backdrop, Back, a link and resize", async ({
    page,
  }) => {
    await page.goto("fundament/kleuren");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Menu openen" });
    await button.click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel).toBeFocused();
    await expect(panel.getByRole("link", { name: "Kleuren" })).toHaveAttribute("aria-current", "page");
    expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations.map((v) => v.id)).toEqual([]);
    // The page behind the menu does not scroll; the same wheel scrolls it once the menu is closed (below).
    await wheelOverPage(page);
    await page.waitForTimeout(500);
    expect(await scrollY(page)).toBe(0);

    await panel.getByRole("button", { name: "← Terug naar het hoofdmenu" }).click();
    await expect(panel.getByRole("link", { name: "Blog" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await expect(button).toBeFocused();
    // Closing took back the history entry that opening added.
    await expect.poll(() => page.evaluate(() => window.history.state?.mobileMenu)).toBeFalsy();
    await wheelOverPage(page);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));

    await button.click();
    await panel.getByRole("button", { name: "Menu sluiten" }).click();
    await expect(panel).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.history.state?.mobileMenu)).toBeFalsy();

    await button.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(360, 400);
    await expect(panel).toHaveCount(0);

    await button.click();
    await expect(panel).toBeVisible();
    await page.goBack();
    await expect(panel).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(page).toHaveURL(/fundament\/kleuren$/);

    // A followed link closes the menu, and focus goes where every navigation puts it: at the start of
    // the new page, the router's page wrapper, as a full page load would (docs/decisions/0033). Back
    // then returns to this page, with the menu closed.
    await button.click();
    await panel.getByRole("link", { name: "Favicon" }).click();
    await expect(page).toHaveURL(/fundament\/favicon$/);
    await expect(panel).toHaveCount(0);
    await expect(page.locator("#gatsby-focus-wrapper")).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/fundament\/kleuren$/);
    await expect(panel).toHaveCount(0);

    await button.click();
    await expect(panel).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(panel).toHaveCount(0);
  });
});

test.describe("keyboard class", () => {
  test("is set on Tab and removed on mouse down", async ({ page }) => {
    await page.goto("intro");
    await hydrated(page);
    const body = page.locator("body");
    await page.keyboard.press("Tab");
    await expect(body).toHaveClass(/navigation-with-keyboard/);
    await page.mouse.down();
    await expect(body).not.toHaveClass(/navigation-with-keyboard/);
  });
});

test.describe("wrong base path", () => {
  test("shows the red banner when the site is served at / instead of /master/", async ({ page }) => {
    // The built site served at / by the preview server, as the bench starts it.
    const server = await startServer(process.cwd(), 9399, { basePath: "/" });
    try {
      await page.goto("http://127.0.0.1:9399/");
      const banner = page.locator("#base-url-issue-banner");
      await expect(banner).toBeVisible();
      await expect(banner).toContainText("Deze website is niet goed geladen");
      await expect(banner).toContainText("Ingesteld is /master/; probeer /.");
    } finally {
      await server.stop();
    }
  });

  test("stays hidden on the correctly served site", async ({ page }) => {
    await page.goto("");
    await hydrated(page);
    await page.waitForLoadState("load");
    await expect(page.locator("#base-url-issue-banner")).toHaveCount(0);
  });
});

declare global {
  interface Window {
    ___navigate: (to: string) => void;
  }
}
