import AxeBuilder from "@axe-core/playwright";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { unpackEntries, type PackedStore } from "../src/search/worker/transport";
import { expect, test } from "./fixtures";

const box = (page: import("@playwright/test").Page) => page.getByRole("combobox", { name: "Zoeken" });
const listbox = (page: import("@playwright/test").Page) => page.getByRole("listbox", { name: "Zoeksuggesties" });
/** Opens a page and waits until it has hydrated, so typing reaches React. */
async function open(page: import("@playwright/test").Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}
const SEARCH_DATA = /\/static\/search-[^/]+\.(index|store)\.json$/;

test.describe("search box", () => {
  test("loads nothing until first interaction or use, shows a loading state, then at most 8 suggestions", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(SEARCH_DATA, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("intro");
    await page.waitForLoadState("networkidle");
    expect(requests.filter((url) => SEARCH_DATA.test(url))).toEqual([]);

    await box(page).focus();
    await expect(page.locator('[data-search-state="loading"]')).toBeVisible();
    await expect(page.getByText("Zoekindex laden…", { exact: false }).first()).toBeVisible();
    await box(page).fill("knop");
    release();
    await expect(listbox(page)).toBeVisible();
    const hits = listbox(page).getByRole("option");
    // 8 hits plus the footer option "Bekijk alle resultaten"
    await expect(hits).toHaveCount(9);
    await expect(hits.last()).toHaveText("Bekijk alle resultaten");
    await expect(listbox(page).locator("mark").first()).toBeVisible();
    expect(requests.filter((url) => SEARCH_DATA.test(url))).toHaveLength(2);
  });

  test("a page loads search (worker, index and store) on the first interaction, not before", async ({ page }) => {
    const workers: string[] = [];
    const data: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    page.on("request", (request) => SEARCH_DATA.test(request.url()) && data.push(request.url()));
    await open(page, "intro");
    await page.waitForTimeout(500);
    expect(workers).toEqual([]);
    expect(data).toEqual([]);
    await page.mouse.move(200, 300);
    await page.mouse.move(220, 320);
    await expect.poll(() => workers.length).toBe(1);
    await expect.poll(() => data.length).toBe(2);
  });

  for (const [name, connection] of [
    ["data saving is on", { saveData: true, effectiveType: "4g" }],
    ["the connection is 2G", { saveData: false, effectiveType: "2g" }],
  ] as const) {
    test(`when ${name}, search loads on focus only`, async ({ page }) => {
      await page.addInitScript((value) => Object.defineProperty(navigator, "connection", { value }), connection);
      const data: string[] = [];
      page.on("request", (request) => SEARCH_DATA.test(request.url()) && data.push(request.url()));
      await open(page, "intro");
      await page.mouse.move(200, 300);
      await page.keyboard.press("Tab");
      await page.waitForTimeout(500);
      expect(data).toEqual([]);
      await box(page).focus();
      await box(page).fill("knop");
      await expect(listbox(page)).toBeVisible();
      expect(data).toHaveLength(2);
    });
  }

  test("the box's code loads on first use, and what was typed while it loaded is kept, with the focus", async ({
    page,
  }) => {
    await open(page, "intro");
    await expect(page.locator('[data-search-state="idle"]')).toBeVisible();
    const scripts: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js$/, async (route) => {
      scripts.push(route.request().url());
      await released;
      await route.continue();
    });
    await box(page).focus();
    await page.keyboard.type("knop");
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    await expect(page.locator('[data-search-state="idle"]')).toBeVisible();
    release();
    await expect(listbox(page)).toBeVisible();
    await expect(box(page)).toHaveValue("knop");
    await expect(box(page)).toBeFocused();
  });

  test("Ctrl+K focuses the box from anywhere, and a hint shows the shortcut", async ({ page }) => {
    await open(page, "intro");
    await expect(page.locator("kbd", { hasText: "Ctrl" })).toBeVisible();
    await page.locator("main").click();
    await page.keyboard.press("Control+k");
    await expect(box(page)).toBeFocused();
    await page.locator("main").click();
    await page.keyboard.press("Control+K");
    await expect(box(page)).toBeFocused();
  });

  test("keyboard only: a heading suggestion lands on its anchor with the words marked; clearing removes only _highlight", async ({
    page,
  }) => {
    await open(page, "intro");
    await page.keyboard.press("Control+k");
    await page.keyboard.type("accordion");
    await expect(listbox(page)).toBeVisible();
    const options = listbox(page).getByRole("option");
    const headingIndex = (await options.allTextContents()).findIndex(
      (text) => text.includes("Kop") && text.includes("Accordion"),
    );
    expect(headingIndex).toBeGreaterThan(0);
    for (let i = 0; i <= headingIndex; i++) await page.keyboard.press("ArrowDown");
    await expect(box(page)).toHaveAttribute(
      "aria-activedescendant",
      (await options.nth(headingIndex).getAttribute("id")) as string,
    );
    await expect(options.nth(headingIndex)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/master\/components\/accordion\?_highlight=accordion#[\w-]+$/);
    const hash = decodeURIComponent(new URL(page.url()).hash.slice(1));
    await expect(page.locator(`[id="${hash}"]`)).toBeVisible();
    await expect(page.locator("main article mark.search-highlight").first()).toBeVisible();
    await expect(box(page)).toHaveValue("accordion");

    // Another parameter and the hash survive clearing.
    await open(page, `components/accordion?x=1&_highlight=accordion#${hash}`);
    await expect(page.locator("main article mark.search-highlight").first()).toBeVisible();
    await page.getByRole("button", { name: "Zoekopdracht en markeringen wissen" }).click();
    await expect(page).toHaveURL(new RegExp(`/master/components/accordion\\?x=1#${hash}$`));
    await expect(page.locator("main article mark.search-highlight")).toHaveCount(0);
    await expect(box(page)).toHaveValue("");
  });

  test("Escape closes the list; a nonsense query says Geen resultaten", async ({ page }) => {
    await open(page, "intro");
    await box(page).fill("qxzwvjq");
    await expect(page.getByText("Geen resultaten").first()).toBeVisible();
    await box(page).fill("kleuren");
    await expect(listbox(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(listbox(page)).toHaveCount(0);
    await expect(box(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("inside a context the box searches it, with the footer naming the context", async ({ page }) => {
    await open(page, "components/accordion");
    await box(page).fill("knop");
    await expect(listbox(page).getByRole("option").last()).toHaveText('Bekijk alle resultaten binnen "components"');
    for (const text of await listbox(page).getByRole("option").allTextContents()) expect(text).not.toContain("Blog ›");
    await box(page).fill("qxzwvjq");
    await expect(page.getByRole("option", { name: 'Bekijk alle resultaten buiten "components"' })).toBeVisible();
  });

  test("Dutch-aware matching: inflections, accents and a prefix while typing", async ({ page }) => {
    await open(page, "intro");
    // The Buttons page's keywords are knop and knoppen, so it comes first for what starts them.
    await box(page).fill("kno");
    await expect(listbox(page).getByRole("option").first()).toContainText("Buttons");
    await box(page).fill("kleuren");
    await expect(listbox(page).getByRole("option").first()).toContainText(/kleur/i);
    await box(page).fill("kléur");
    await expect(listbox(page).getByRole("option").first()).toContainText(/kleur/i);
  });

  test("ranks the page a Dutch reader means first: knop, a compound, a typo", async ({ page }) => {
    await open(page, "intro");
    await box(page).fill("knop");
    await expect(listbox(page).getByRole("option").first()).toContainText("Buttons");
    await box(page).fill("ritmesysteem");
    await expect(listbox(page).getByRole("option").first()).toContainText("Verticaal Ritme Systeem");
    await box(page).fill("typgrafie");
    await expect(listbox(page).getByRole("option").first()).toContainText("Typografie");
  });

  test("is in the bar on a phone-sized screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await open(page, "intro");
    await expect(box(page)).toBeVisible();
    await box(page).fill("tabel");
    await expect(listbox(page)).toBeVisible();
  });

  for (const theme of ["light", "dark"]) {
    test(`axe: no violations with the suggestion list open (${theme})`, async ({ page }) => {
      await open(page, `intro?docusaurus-theme=${theme}`);
      await box(page).fill("knop");
      await expect(listbox(page)).toBeVisible();
      await page.keyboard.press("ArrowDown");
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
        ),
      ).toEqual([]);
    });
  }
});

test.describe("search page", () => {
  test("reads q from the URL and replaces the URL while typing", async ({ page }) => {
    await page.goto("search?q=knop");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText('Zoekresultaten voor "knop"');
    await expect(page.getByLabel("Zoeken", { exact: true }).last()).toHaveValue("knop");
    await expect(page.getByText(/^\d+ resultaten$/)).toBeVisible();
    const results = page.locator("main ol > li");
    expect(await results.count()).toBeGreaterThan(0);
    expect(await results.count()).toBeLessThanOrEqual(100);
    for (const excerpt of await page.locator("main ol > li p:last-child").allTextContents())
      expect(Array.from(excerpt).length).toBeLessThanOrEqual(100);
    const historyLength = await page.evaluate(() => history.length);
    await page.locator("#search-page-input").fill("kleur");
    await expect(page).toHaveURL(/\/master\/search\?q=kleur$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  });

  test("shows the new query's results when the navbar box searches from the search page", async ({ page }) => {
    await open(page, "search?q=knop");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText('Zoekresultaten voor "knop"');
    await box(page).fill("kleur");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/master\/search\?q=kleur$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText('Zoekresultaten voor "kleur"');
    await expect(page.locator("#search-page-input")).toHaveValue("kleur");
  });

  test("says when the index cannot be loaded, and loads it again on “Opnieuw proberen”", async ({ page }) => {
    let fail = true;
    await page.route(SEARCH_DATA, (route) => (fail ? route.abort("failed") : route.continue()));
    await page.goto("search?q=knop");
    await expect(page.getByRole("alert")).toContainText("De zoekindex kon niet worden geladen.");
    await expect(page.locator("main ol > li")).toHaveCount(0);
    fail = false;
    await page.getByRole("button", { name: "Opnieuw proberen" }).click();
    await expect(page.getByText(/^\d+ resultaten$/)).toBeVisible();
    expect(await page.locator("main ol > li").count()).toBeGreaterThan(0);
  });

  test("keeps only a configured context", async ({ page }) => {
    await page.goto("search?q=knop&ctx=components");
    await expect(page.getByText('Je zoekt binnen "components".')).toBeVisible();
    for (const href of await page
      .locator("main ol > li a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href"))))
      expect(href).toMatch(/^\/master\/components\//);
    await page.goto("search?q=knop&ctx=evil");
    await expect(page.getByText("Je zoekt binnen")).toHaveCount(0);
  });

  test("puts the post of the release a query names first", async ({ page }) => {
    await open(page, "search?q=release%2072");
    await expect(page.locator("main ol > li").first()).toContainText("DSO Toolkit v72.0.0");
    await expect(page.locator("main ol > li a").first()).toHaveAttribute(
      "href",
      /\/blog\/2025\/05\/01\/dso-toolkit-72\.0\.0/,
    );
  });

  test("invites a query when there is none", async ({ page }) => {
    await page.goto("search");
    await expect(page.getByText("Typ een of meer woorden")).toBeVisible();
  });

  for (const query of ["<img src=x onerror=alert(1)>", '"><script>window.__xss = 1</script>']) {
    test(`shows ${query} as text`, async ({ page, consoleErrors }) => {
      page.on("dialog", () => {
        throw new Error("a dialog opened");
      });
      await page.goto(`search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Zoekresultaten voor "${query}"`);
      await expect(page.locator("main img")).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(consoleErrors).toEqual([]);
    });
  }

  for (const [name, raw] of [
    ["a 10,000-character query", "q=" + "knop".repeat(2500)],
    ["a lone surrogate", "q=%ED%A0%80abc"],
    ["broken % sequences", "q=%E0%A4%A%%25"],
  ]) {
    test(`survives ${name}`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(`search?${raw}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Zoekresultaten voor");
      await page.locator("#search-page-input").fill("kleur");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText('Zoekresultaten voor "kleur"');
      expect(errors).toEqual([]);
    });
  }

  for (const theme of ["light", "dark"]) {
    test(`axe: no violations (${theme})`, async ({ page }) => {
      await page.goto(`search?q=knop&docusaurus-theme=${theme}`);
      await expect(page.locator("main ol > li").first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
        ),
      ).toEqual([]);
    });
  }
});

test.describe("index and store", () => {
  // The store this build serves: the one the search box's static query names.
  const queries = path.resolve("public/page-data/sq/d");
  const storeUrl = readdirSync(queries)
    .map((name) => readFileSync(path.join(queries, name), "utf8"))
    .map((text) => /"storeUrl":"([^"]+\/search-[^"]+)"/.exec(text)?.[1])
    .find(Boolean)!;
  const entries = unpackEntries(
    JSON.parse(readFileSync(path.resolve("public", `.${storeUrl.replace(/^\/master/, "")}`), "utf8")) as PackedStore,
  );

  test("every heading anchor in the store exists on its page", () => {
    const missing: string[] = [];
    let checked = 0;
    for (const { anchor, route } of entries) {
      if (!anchor) continue;
      const file = path.resolve("public", `.${route}`, "index.html");
      // Post pages come with the blog feature; until it is merged only docs can be checked.
      if (route.startsWith("/blog/") && !existsSync(file)) continue;
      checked++;
      if (!readFileSync(file, "utf8").includes(`id="${anchor.slice(1)}"`)) missing.push(`${route}${anchor}`);
    }
    expect(checked).toBeGreaterThan(1000);
    expect(missing).toEqual([]);
  });

  test("no page's initial scripts carry the search engine", () => {
    const html = readFileSync(path.resolve("public/intro/index.html"), "utf8");
    const scripts = [...html.matchAll(/<script[^>]+src="\/master\/([^"]+\.js)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts)
      expect(readFileSync(path.resolve("public", script), "utf8")).not.toMatch(/flexsearch|bijvoorbeeld/i);
  });

  test("no page's HTML carries search data", () => {
    const files = ["index.html", "intro/index.html", "components/accordion/index.html", "search/index.html"].map(
      (file) => readFileSync(path.resolve("public", file), "utf8"),
    );
    for (const html of files) {
      expect(html).not.toContain(".store.json");
      expect(html).not.toContain(".index.json");
      expect(html.length).toBeLessThan(400_000);
    }
  });
});
