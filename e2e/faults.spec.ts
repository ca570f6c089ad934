import type { Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, hydrated, test } from "./fixtures";

/**
 * Faults a visitor can run into (a bad address, strict privacy settings, a failing network) never
 * blank a page or hide the cause.
 */

const crashPage = (page: Page) => page.getByRole("heading", { name: "Deze pagina is gecrasht." });

/** Sets a marker that a full page load would drop, so a test can tell client navigation from a reload. */
async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
}
/** The previous or next link under a doc page. */
const pager = (page: Page, title: string) =>
  page.getByRole("navigation", { name: "Documentatie pagina" }).getByRole("link").filter({ hasText: title });
const marked = (page: Page) => page.evaluate(() => (window as unknown as { marker?: boolean }).marker === true);

test.describe("a malformed hash is ignored for scrolling", () => {
  for (const hash of ["%", "%zz", "%ED%A0%80x"]) {
    test(`/master/intro#${hash} shows the page`, async ({ page, consoleErrors }) => {
      await page.goto(`intro#${hash}`);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Introductie");
      await expect(crashPage(page)).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test("setting a malformed hash on a working page keeps the page", async ({ page, consoleErrors }) => {
    await page.goto("intro");
    await hydrated(page);
    await page.evaluate(() => (window.location.hash = "%"));
    await page.evaluate(() => (window.location.hash = "%E0%A4%A"));
    await page.waitForTimeout(300);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Introductie");
    await expect(crashPage(page)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
    // A good hash still scrolls to its heading afterwards.
    const id = await page.locator("main h2[id]").last().getAttribute("id");
    await page.evaluate((target) => (window.location.hash = target), id!);
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });
});

test.describe("an unknown path with an encoded reserved character shows the not-found page", () => {
  for (const path of [
    "components/accordion%3F",
    "components/accordion%2F",
    "components/accordion%23",
    "components/accordion%26",
    "components/accordion%3D",
    "..%2f..%2fetc%2fpasswd",
  ]) {
    test(`/master/${path}`, async ({ page, consoleErrors }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible();
      expect(consoleErrors.filter((message) => !/status of 404/.test(message))).toEqual([]);
    });
  }

  test("//master/components/accordion", async ({ page, baseURL }) => {
    const url = new URL(baseURL!);
    await page.goto(`${url.origin}/${url.pathname}components/accordion`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("");
    await expect(crashPage(page)).toHaveCount(0);
  });
});

test.describe("storage that throws", () => {
  const throwing = {
    "every Storage method throws": () => {
      for (const name of ["getItem", "setItem", "removeItem", "clear", "key"] as const) {
        Object.defineProperty(Storage.prototype, name, {
          value: () => {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        });
      }
    },
    "reading localStorage and sessionStorage throws": () => {
      for (const name of ["localStorage", "sessionStorage"]) {
        Object.defineProperty(window, name, {
          get: () => {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        });
      }
    },
  };
  for (const [how, script] of Object.entries(throwing)) {
    test(`the site works fully when ${how}`, async ({ page, consoleErrors }) => {
      await page.addInitScript(script);
      await page.goto("intro");
      await hydrated(page);
      // Colour mode switches.
      const before = await page.locator("html").getAttribute("data-theme");
      await page
        .getByRole("button", { name: /weergave/ })
        .first()
        .click();
      await expect(page.locator("html")).not.toHaveAttribute("data-theme", before ?? "");
      // Search suggests.
      await page.getByRole("combobox", { name: "Zoeken" }).fill("knop");
      await expect(page.getByRole("option").first()).toBeVisible();
      // Client navigation works.
      await markPage(page);
      await page.getByRole("option").first().click();
      await expect(page).not.toHaveURL(/\/intro$/);
      expect(await marked(page)).toBe(true);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test("a progress bar that fails to load never blocks navigation", async ({ page }) => {
  // The chunk that holds nprogress, found in the built files; its requests fail.
  const chunk = readdirSync("public").find(
    (file) => file.endsWith(".js") && readFileSync(path.join("public", file), "utf8").includes("nprogress"),
  );
  expect(chunk, "the build has a chunk with nprogress").toBeDefined();
  await page.route(
    (url) => url.pathname.endsWith(`/${chunk}`),
    (route) => route.abort(),
  );
  await page.goto("intro");
  await hydrated(page);
  // Slow down the target's data, so the bar is wanted.
  await page.route(/page-data\/fundament\/kleuren\/page-data\.json$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  for (const target of ["Kleuren", "Introductie"]) {
    await pager(page, target).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target);
  }
});

test("a page whose data never answers is reached by a full page load", async ({ page }) => {
  test.setTimeout(45_000);
  await page.goto("intro");
  await hydrated(page);
  let hung = false;
  await page.route(/page-data\/fundament\/kleuren\/page-data\.json$/, async (route) => {
    if (hung) return route.continue();
    hung = true;
    // Never answered.
  });
  await markPage(page);
  await pager(page, "Kleuren").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kleuren", { timeout: 20_000 });
  await expect(page).toHaveURL(/\/fundament\/kleuren$/);
  expect(await marked(page)).toBe(false);
  await expect(page.locator("#nprogress")).toHaveCount(0);
});

test("the navbar search box shows a failed index visibly, announces it and retries", async ({ page }) => {
  let failing = true;
  await page.route(/\/static\/search-[^/]+\.(index|store)\.json$/, (route) =>
    failing ? route.abort("failed") : route.continue(),
  );
  await page.goto("intro");
  await hydrated(page);
  const box = page.getByRole("combobox", { name: "Zoeken" });
  await box.fill("knop");
  const alert = page.getByRole("alert").filter({ hasText: "De zoekindex kon niet worden geladen." });
  await expect(alert).toBeVisible();
  failing = false;
  await alert.getByRole("button", { name: "Opnieuw proberen" }).click();
  await expect(page.getByRole("option").first()).toBeVisible();
});
