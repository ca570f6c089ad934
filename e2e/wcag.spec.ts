import type { Page } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dutchDate } from "../src/lib/dates";
import { htmlFileOf, sitemapRoutes } from "./siteRoutes";
import { expect, hydrated, test } from "./fixtures";
import {
  focusReport,
  measureLayout,
  measureTargets,
  setTextSpacing,
  TEXT_SPACING_CSS,
  type LayoutReport,
} from "./wcagProbes";

/**
 * WCAG 2.2 AA beyond what axe sees (e2e/site.spec.ts runs axe). What a browser can measure is
 * measured here; what it cannot is named in FIGURES.byHand and in the accessibility statement
 * (src/pages/toegankelijkheid.tsx), which reads its figures from src/data/accessibilityChecks.json.
 *
 * Not measurable by machine, and left to checks by hand (not done yet: the statement says so until
 * one is recorded in src/data/manualAccessibilityChecks.json): whether text that overlaps other
 * text (not a control) under the text-spacing overrides is still readable, whether a focus
 * indicator is *clearly* visible beyond its contrast and width, whether content that hides on
 * scroll (the navbar) or is added later is understandable, and whether what a screen reader
 * announces makes sense. The live examples' frames are the playground's pages (another site) and are not measured.
 */

const NOT_FOUND = "deze-pagina-bestaat-niet";
const hasSearchPage = htmlFileOf("search") !== undefined;
const sitemap = sitemapRoutes();
const ROUTES = [...sitemap, ...(hasSearchPage ? ["search?q=knop"] : []), NOT_FOUND];
const NARROW = { width: 320, height: 640 };
const WIDE = { width: 1280, height: 800 };
const CHUNK = 30;

const FIGURES_FILE = path.resolve("src/data/accessibilityChecks.json");
const TEMPLATES = {
  home: "",
  doc: "intro",
  post: sitemap.find((route) => /^blog\/\d{4}\/\d{2}\/\d{2}\/[^/]+\/?$/.test(route)) ?? "blog",
  search: "search?q=knop",
};
const TEXT_SIZE_ROUTES = [
  "",
  "intro",
  "components/accordion",
  "components/document-component",
  "components/",
  "blog",
  TEMPLATES.post,
  "blog/archive",
  "blog/authors",
  "search?q=knop",
  NOT_FOUND,
];

/**
 * The figures the accessibility statement shows. They follow from this file; run
 * `WCAG_RECORD=1 npx playwright test e2e/wcag.spec.ts` to write them (with today's date) after a
 * change of what is checked, and commit src/data/accessibilityChecks.json.
 */
const FIGURES = {
  standard: "WCAG 2.2 AA",
  pages: ROUTES.length,
  colourModes: ["licht", "donker"],
  reflowViewport: `${NARROW.width} × ${NARROW.height}`,
  textSpacing: TEXT_SPACING_CSS.trim(),
  textSizeTemplates: TEXT_SIZE_ROUTES.length,
  keyboardTemplates: Object.keys(TEMPLATES),
  keyboardViewports: [`${WIDE.width} × ${WIDE.height}`, `${NARROW.width} × ${NARROW.height}`],
  automated: [
    { id: "1.4.4", name: "Herschalen van tekst", how: "tekst op 200 %, breedte 1280 px, alle sjablonen" },
    { id: "1.4.10", name: "Reflow", how: "elke pagina op 320 px breed, licht en donker" },
    {
      id: "1.4.12",
      name: "Tekstafstand",
      how: "elke pagina op 320 px breed met de vier aanpassingen, licht en donker",
    },
    { id: "2.4.7", name: "Focus zichtbaar", how: "elke toetsaanslag van een volledige tabronde, licht en donker" },
    { id: "2.4.11", name: "Focus niet bedekt (minimum)", how: "elke toetsaanslag van een volledige tabronde" },
    {
      id: "2.5.8",
      name: "Grootte van het aanwijsgebied (minimum)",
      how: "elke pagina op 320 px, de sjablonen op 1280 px",
    },
    { id: "4.1.3", name: "Statusberichten", how: "het aantal zoekresultaten" },
  ],
  byHand: [
    { id: "1.3.1", name: "Info en relaties" },
    { id: "1.3.2", name: "Betekenisvolle volgorde" },
    { id: "2.1.1", name: "Toetsenbord" },
    { id: "2.4.3", name: "Focusvolgorde" },
    { id: "2.4.6", name: "Koppen en labels" },
    { id: "3.2.3", name: "Consistente navigatie" },
  ],
};

interface Recorded {
  checkedOn: string;
  figures: typeof FIGURES;
}

test.describe("the accessibility statement's figures", () => {
  test("src/data/accessibilityChecks.json holds what this spec checks", () => {
    if (process.env.WCAG_RECORD) {
      const recorded: Recorded = { checkedOn: new Date().toISOString().slice(0, 10), figures: FIGURES };
      writeFileSync(FIGURES_FILE, `${JSON.stringify(recorded, null, 2)}\n`);
    }
    const recorded = JSON.parse(readFileSync(FIGURES_FILE, "utf8")) as Recorded;
    expect(
      recorded.figures,
      "the statement's figures differ from what e2e/wcag.spec.ts checks: run WCAG_RECORD=1 npx playwright test e2e/wcag.spec.ts and commit src/data/accessibilityChecks.json",
    ).toEqual(FIGURES);
  });

  test("the built statement shows the recorded figures", () => {
    const file = htmlFileOf("toegankelijkheid");
    expect(file, "the built site has /toegankelijkheid").toBeTruthy();
    const html = readFileSync(file!, "utf8");
    const recorded = JSON.parse(readFileSync(FIGURES_FILE, "utf8")) as Recorded;
    expect(html, "the date of the figures").toContain(
      `<time dateTime="${recorded.checkedOn}">${dutchDate(recorded.checkedOn)}</time>`,
    );
    expect(html).toContain(`data-figure="pages">${recorded.figures.pages}<`);
    expect(html).toContain(`data-figure="textSizeTemplates">${recorded.figures.textSizeTemplates}<`);
    for (const criterion of [...recorded.figures.automated, ...recorded.figures.byHand])
      expect(html, `criterion ${criterion.id}`).toContain(`${criterion.id} ${criterion.name}`);
  });
});

/** Switches the colour mode the way a visitor does, with the navbar's toggle, and returns the new mode. */
async function toggleColourMode(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const root = document.documentElement;
    const before = root.getAttribute("data-theme");
    document
      .querySelector<HTMLButtonElement>('header button[aria-label^="Wissel tussen donkere en lichte weergave"]')!
      .click();
    while (root.getAttribute("data-theme") === before) await new Promise((resolve) => requestAnimationFrame(resolve));
    return root.getAttribute("data-theme") ?? "";
  });
}

/**
 * Opens a route. Pages after the first are reached as a visitor following a link does, through
 * Gatsby's router, which renders the same page as a fresh load in a fraction of the time; the
 * search and not-found pages, which read the address on arrival, are loaded afresh.
 */
async function open(page: Page, route: string, first: boolean) {
  const plain = sitemap.includes(route);
  if (first || !plain) {
    await page.goto(route);
    await hydrated(page);
    return;
  }
  const target = `/master/${route}`.replace(/\/$/, "") || "/";
  await page.evaluate(async (target) => {
    const trim = (path: string) => path.replace(/\/$/, "");
    (window as unknown as { ___navigate: (to: string) => void }).___navigate(target);
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    while (trim(location.pathname) !== trim(target)) await frame();
    await frame();
    await frame();
  }, target);
}

const layoutProblems = (where: string, report: LayoutReport) => [
  ...(report.overflow > 0 ? [`${where}: scrolls sideways by ${report.overflow} px`] : []),
  ...report.clipped.map((name) => `${where}: clips its text: ${name}`),
  ...report.overlaps.map((pair) => `${where}: controls overlap: ${pair}`),
];

/**
 * Every page at 320 × 640 px, as it comes and with the text-spacing overrides: no sideways scroll, no
 * clipped text, no overlapping controls, and targets of 2.5.8's size. A page is measured in full in
 * the colour mode it opens in, then switched with the toggle and measured for sideways scroll
 * again; the mode carries over to the next page, so both modes get the full measure on half of the
 * pages each (the colour mode changes colours, not the layout).
 */
test.describe("1.4.10 reflow, 1.4.12 text spacing and 2.5.8 target size on every page at 320 px", () => {
  test.use({ viewport: NARROW });
  for (let start = 0; start < ROUTES.length; start += CHUNK) {
    const chunk = ROUTES.slice(start, start + CHUNK);
    test(`pages ${start + 1}–${start + chunk.length} of ${ROUTES.length}, light and dark`, async ({ page }) => {
      test.setTimeout(20_000 + chunk.length * 4_000);
      const problems: string[] = [];
      for (const [index, route] of chunk.entries()) {
        await open(page, route, index === 0);
        const modes: string[] = [];
        for (let round = 0; round < 2; round++) {
          const mode =
            round === 0
              ? ((await page.locator("html").getAttribute("data-theme")) ?? "")
              : await toggleColourMode(page);
          modes.push(mode);
          const where = `/master/${route} (${mode})`;
          const plain = await measureLayout(page, round === 0);
          await setTextSpacing(page, true);
          const spaced = await measureLayout(page, round === 0);
          await setTextSpacing(page, false);
          problems.push(...layoutProblems(where, plain), ...layoutProblems(`${where} with text spacing`, spaced));
          if (round === 0)
            problems.push(...(await measureTargets(page)).failures.map((failure) => `${where}: ${failure}`));
        }
        expect(modes.sort(), `/master/${route}: measured in both colour modes`).toEqual(["dark", "light"]);
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe("1.4.4 resize text: 200 % text at 1280 px", () => {
  test.use({ viewport: WIDE });
  test(`${TEXT_SIZE_ROUTES.length} pages, one per template`, async ({ page }) => {
    test.setTimeout(60_000);
    // The browser's own text-size setting (not zoom): 32 px instead of 16 for text and 26 for code.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
    const problems: string[] = [];
    for (const route of TEXT_SIZE_ROUTES) {
      await page.goto(route);
      await hydrated(page);
      expect(await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))).toBe(32);
      problems.push(...layoutProblems(`/master/${route} at 200 % text`, await measureLayout(page)));
    }
    expect(problems).toEqual([]);
  });
});

test.describe("2.5.8 target size on wide screens", () => {
  test.use({ viewport: WIDE });
  test("every target of the templates, and heading anchors at least 24 × 24 px", async ({ page }) => {
    const problems: string[] = [];
    for (const route of [...Object.values(TEMPLATES), "components/accordion", "components/document-component"]) {
      await page.goto(route);
      await hydrated(page);
      problems.push(...(await measureTargets(page)).failures.map((failure) => `/master/${route}: ${failure}`));
    }
    // Not only spaced far enough apart, as the criterion would allow: a heading's anchor is a target of its own size.
    await page.goto("components/accordion");
    const anchors = await page.locator(":is(h2, h3)[id] > a[href^='#']").evaluateAll((links) =>
      links.map((link) => {
        const rect = link.getBoundingClientRect();
        return { width: rect.width, height: rect.height };
      }),
    );
    expect(anchors.length).toBeGreaterThan(0);
    for (const anchor of anchors) {
      expect.soft(anchor.width, "heading anchor width").toBeGreaterThanOrEqual(24);
      expect.soft(anchor.height, "heading anchor height").toBeGreaterThanOrEqual(24);
    }
    expect(problems).toEqual([]);
  });
});

/** Presses `key` until focus leaves the page or comes round again, collecting each step's problems; returns the steps. */
async function keyboardPass(page: Page, key: string, problems: string[]): Promise<number> {
  const seen = new Set<string>();
  for (let steps = 0; steps < 600; steps++) {
    await page.keyboard.press(key);
    const report = await focusReport(page);
    if (!report || seen.has(report.key)) return steps;
    seen.add(report.key);
    problems.push(...report.problems.map((problem) => `${key} to ${report.name}: ${problem}`));
  }
  return 600;
}

/**
 * 2.4.11 focus not obscured and 2.4.7 focus visible, along a full keyboard pass: every Tab from the
 * top of the page to its end, and in light mode back again with Shift+Tab. At each step the focused element must not be covered by anything
 * sticky or fixed (the navbar, the sidebars, the table of contents) and must show an outline of at
 * least 2 px with 3:1 contrast against what surrounds it.
 */
test.describe("2.4.7 and 2.4.11: a full keyboard pass", () => {
  const passes = [
    ...Object.entries(TEMPLATES).flatMap(([name, route]) => [
      { name, route, viewport: WIDE, mode: "light" },
      { name, route, viewport: WIDE, mode: "dark" },
      { name, route, viewport: NARROW, mode: "light" },
    ]),
  ];
  for (const { name, route, viewport, mode } of passes) {
    test(`${name} at ${viewport.width} px, ${mode}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await page.goto(`${route}${route.includes("?") ? "&" : "?"}docusaurus-theme=${mode}`);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("data-theme", mode);
      const problems: string[] = [];
      const forward = await keyboardPass(page, "Tab", problems);
      expect(forward, "the pass reached some elements").toBeGreaterThan(5);
      // And back up: scrolling up brings the hidden navbar back over the top of the page.
      if (mode === "light") await keyboardPass(page, "Shift+Tab", problems);
      expect(problems).toEqual([]);
    });
  }

  test("after a link to a heading, which hides the navbar, focus moves on unobscured both ways", async ({ page }) => {
    await page.setViewportSize(WIDE);
    await page.goto("components/accordion");
    await hydrated(page);
    const problems: string[] = [];
    for (const [key, link] of [
      ["Tab", 2],
      ["Shift+Tab", 4],
    ] as const) {
      await page.locator("nav[aria-labelledby='toc-title'] a").nth(link).click();
      await expect(page.locator("header.navbar"), `the navbar hides after link ${link}`).toHaveClass(/hidden/);
      for (let step = 0; step < 6; step++) {
        await page.keyboard.press(key);
        const report = await focusReport(page);
        if (report) problems.push(...report.problems.map((problem) => `${key} to ${report.name}: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
  });

  test("the scroll padding follows the navbar's real height", async ({ page }) => {
    await page.setViewportSize(NARROW);
    await page.goto(TEMPLATES.doc);
    await hydrated(page);
    // A navbar made taller than its usual 4rem, as a visitor's style sheet or larger text may do.
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync("header.navbar nav { min-height: 9rem !important; }");
      document.adoptedStyleSheets = [sheet];
    });
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) -
            document.querySelector<HTMLElement>("header.navbar")!.offsetHeight,
        ),
      )
      .toBeGreaterThanOrEqual(0);
  });
});

/**
 * Forced colours (Windows high contrast): the browser replaces the site's colours with the
 * visitor's and drops backgrounds, so what only a background showed must show another way. The
 * computed styles of the named parts are checked; whether the whole reads well is for a check by hand.
 */
test.describe("forced colours", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
  });

  /** The colour of the canvas, to tell a drawn colour from none. */
  const canvas = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  test("borders, the focus ring, the current sidebar and table-of-contents items stay visible", async ({ page }) => {
    await page.setViewportSize(WIDE);
    await page.goto("components/accordion");
    await hydrated(page);
    const background = await canvas(page);
    const current = page.locator('nav a[aria-current="page"]').first();
    const other = page.locator("nav a[href]:not([aria-current])").nth(3);
    const sideOf = (locator: typeof current) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.borderLeftStyle} ${style.borderLeftWidth} ${style.borderLeftColor}`;
      });
    const [currentSide, otherSide] = [await sideOf(current), await sideOf(other)];
    expect(currentSide, "the current sidebar item has a bar of its own").not.toBe(otherSide);
    expect(currentSide).toMatch(/^solid [2-9]/);
    expect(currentSide).not.toContain(background);

    // Borders of the search box and code blocks.
    for (const selector of ["#search-input", "pre"]) {
      const border = await page
        .locator(selector)
        .first()
        .evaluate(
          (element) => `${getComputedStyle(element).borderTopStyle} ${getComputedStyle(element).borderTopWidth}`,
        );
      expect(border, `${selector}: border`).toMatch(/^solid [1-9]/);
    }

    // The focus ring, from the keyboard.
    await page.keyboard.press("Tab");
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
    });
    expect(ring.style).not.toBe("none");
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(ring.color).not.toBe(background);

    // The current entry of the table of contents differs from the others by more than its weight.
    await page.locator("article h2[id]").nth(1).scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    const toc = await page.locator("nav a[aria-current='location']").count();
    if (toc > 0) {
      const bar = await page
        .locator("nav a[aria-current='location']")
        .first()
        .evaluate((element) => getComputedStyle(element).borderLeftColor);
      const plain = await page
        .locator("nav a[href^='#']:not([aria-current])")
        .first()
        .evaluate((element) => getComputedStyle(element).borderLeftColor);
      expect(bar, "the current table-of-contents entry has a bar the others lack").not.toBe(plain);
      expect(plain, "the other entries show no bar").toBe(background);
    }

    // The active tab of a live example.
    const tabs = page.locator('[role="tab"]');
    if ((await tabs.count()) > 1) {
      const look = (selected: boolean) =>
        page
          .locator(`[role="tab"][aria-selected="${selected}"]`)
          .first()
          .evaluate((element) => {
            const style = getComputedStyle(element);
            return `${style.fontWeight} ${style.borderTopColor} ${style.borderTopStyle} ${style.textDecorationLine}`;
          });
      expect(await look(true), "the active tab looks different").not.toBe(await look(false));
    }
  });

  test("the menu icon and the search highlight stay visible", async ({ page }) => {
    await page.setViewportSize(NARROW);
    await page.goto("intro?_highlight=toolkit");
    await hydrated(page);
    const background = await canvas(page);
    const burger = await page
      .getByRole("button", { name: "Menu openen" })
      .locator("span[aria-hidden]")
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(burger, "the menu button's bars").not.toBe(background);
    expect(burger).not.toBe("rgba(0, 0, 0, 0)");
    const toggle = await page
      .getByRole("button", { name: /Wissel tussen donkere en lichte weergave/ })
      .locator("path")
      .evaluate((element) => getComputedStyle(element).fill);
    expect(toggle, "the colour-mode icon").not.toBe(background);
    const mark = page.locator("mark.search-highlight").first();
    await expect(mark).toBeAttached();
    const highlight = await mark.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(highlight, "the search highlight").not.toBe(background);
  });
});

test.describe("reduced motion", () => {
  test("no transition, animation or smooth scrolling when the visitor asks for less motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("components/accordion");
    await hydrated(page);
    const moving = await page.evaluate(() =>
      [document.documentElement, ...document.querySelectorAll("body *")]
        .map((element) => ({ element, style: getComputedStyle(element) }))
        .filter(
          ({ style }) =>
            (style.transitionDuration.split(",").some((value) => parseFloat(value) > 0) &&
              style.transitionProperty !== "none") ||
            style.animationName !== "none" ||
            style.scrollBehavior === "smooth",
        )
        .map(({ element }) => `${element.tagName.toLowerCase()}.${String(element.className).split(" ")[0]}`),
    );
    expect(moving).toEqual([]);
    // The navbar hides on scroll at once.
    await page.mouse.wheel(0, 1500);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });
});

test.describe("4.1.3 status messages", () => {
  test.skip(!hasSearchPage, "the site has no search page");
  test("the number of search results is announced in a polite live region that was there before, and focus stays in the box", async ({
    page,
  }) => {
    await page.goto("search");
    await hydrated(page);
    const region = page.locator("main [role='status']");
    // The region exists, empty, before there is anything to announce: a region added with its text is often not read.
    await expect(region).toHaveCount(1);
    await expect(region).toHaveText("");
    expect(await region.evaluate((element) => element.getAttribute("aria-live") ?? "polite")).toBe("polite");
    const regionHandle = await region.elementHandle();
    const box = page.getByLabel("Zoeken", { exact: true }).last();
    await box.focus();
    await box.pressSequentially("knop");
    await expect(region).toHaveText(/\d+ resultat|resultaat|Geen/);
    // The same element, not a new one.
    expect(await regionHandle!.evaluate((element) => element.isConnected)).toBe(true);
    await expect(box).toBeFocused();
    await box.fill("knoppen");
    await expect(region).not.toHaveText("");
    await expect(box).toBeFocused();
  });
});
