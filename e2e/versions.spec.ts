import AxeBuilder from "@axe-core/playwright";
import { SAMPLE_MENU } from "../src/lib/__fixtures__/versionsMenu";
import { expect, serveVersions, test } from "./fixtures";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

test.describe("version selector", () => {
  test("lists master, the 5 newest releases, branch releases and all versions, in order", async ({ page }) => {
    await page.goto("intro");
    // On 127.0.0.1 the first path segment is the current version.
    const toggle = page.getByRole("button", { name: "Versie: master 🚧" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = toggle.locator("xpath=following-sibling::div[1]");
    const labels = await menu.locator("li").allTextContents();
    // A separator is an empty item.
    expect(labels).toEqual(SAMPLE_MENU.map((label) => label ?? ""));
    await expect(menu.getByRole("link", { name: "100.1.0" })).toHaveAttribute(
      "href",
      "https://www.dso-toolkit.nl/100.1.0",
    );
    await expect(menu.getByRole("link", { name: "master 🚧" })).toHaveAttribute("aria-current", "true");
    await expect(menu.getByRole("link", { name: "Alle versies" })).toHaveAttribute("href", "/master/all-versions");

    const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  const failures: Array<[string, Parameters<typeof serveVersions>[1]]> = [
    ["a non-array versions field", (route) => route.fulfill({ json: { versions: {} } })],
    [
      "an HTML answer",
      (route) => route.fulfill({ body: "<html><body>Onderhoud</body></html>", contentType: "text/html" }),
    ],
    ["a server error", (route) => route.fulfill({ status: 500, body: "kapot" })],
    ["a network failure", (route) => route.abort("failed")],
  ];
  for (const [name, answer] of failures) {
    test(`with ${name} there is no dropdown, one console error, and the page works`, async ({
      page,
      consoleErrors,
    }) => {
      await serveVersions(page, answer);
      await page.goto("intro");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Introductie");
      await expect.poll(() => consoleErrors.filter((e) => e.includes("Version selector")).length).toBe(1);
      await expect(page.getByRole("button", { name: /^Versie:/ })).toHaveCount(0);
      await page.getByRole("navigation", { name: "Hoofdnavigatie" }).getByRole("link", { name: "Blog" }).isVisible();
    });
  }

  test("a versions.json that never answers leaves no dropdown", async ({ page }) => {
    await serveVersions(page, () => new Promise(() => undefined));
    await page.goto("intro");
    await page.waitForTimeout(500);
    await expect(page.getByRole("button", { name: /^Versie:/ })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Introductie");
  });
});

test.describe("all-versions page", () => {
  test("lists every release newest first", async ({ page }) => {
    await page.goto("all-versions");
    const links = page.getByRole("list", { name: "Alle releases" }).getByRole("link");
    await expect(links.first()).toHaveText("v100.1.0");
    const texts = await links.allTextContents();
    expect(texts.length).toBeGreaterThanOrEqual(20);
    expect(texts[texts.length - 1]).toBe("v60.0.0");
    await expect(links.first()).toHaveAttribute("href", "https://www.dso-toolkit.nl/100.1.0");
    // The documentation of 81.0.0 stays listed (docs/operators.md, "Versions of the site and the playground").
    expect(texts).toContain("v81.0.0");
  });

  test("shows an error with a retry button that loads the list again", async ({ page }) => {
    // The navbar's selector and the list may each ask for the file, so it fails until the retry.
    let failing = true;
    await serveVersions(page, async (route) => {
      if (failing) return route.fulfill({ status: 503, body: "" });
      const { versionsSample } = await import("./fixtures");
      return route.fulfill({ json: versionsSample });
    });
    await page.goto("all-versions");
    await expect(page.getByRole("alert")).toContainText("De lijst met versies kon niet worden geladen.");
    failing = false;
    await page.getByRole("button", { name: "Opnieuw proberen" }).click();
    await expect(page.getByRole("list", { name: "Alle releases" }).getByRole("link").first()).toHaveText("v100.1.0");
  });
});
