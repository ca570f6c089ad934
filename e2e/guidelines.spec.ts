import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import path from "node:path";
import { contrastRatio, formatRatio } from "../src/lib/contrast";
import { expect, serveGraphics, test } from "./fixtures";

/**
 * The guideline pages that show the release's own values (src/article/mdx/ReleaseValues.tsx):
 * colour swatches, the spacing, viewport and type scales, and the illustrations from the CDN.
 * Axe and the WCAG probes run on these pages with all others (site.spec.ts, wcag.spec.ts).
 */
const variables = JSON.parse(readFileSync(path.resolve("content/release/variables.json"), "utf8")) as {
  version: string;
  modules: Record<string, Record<string, string>>;
};
const graphics = JSON.parse(readFileSync(path.resolve("content/release/graphics.json"), "utf8")) as {
  graphics: Array<{ file: string }>;
};
const { colors, units } = variables.modules;

test.describe("colours", () => {
  test("each row's swatch, hex and contrasts are the release's colour and the WCAG formula's figures", async ({
    page,
  }) => {
    await page.goto("fundament/kleuren");
    const rows = page.locator("table tbody tr").filter({ has: page.locator("th svg[role=img]") });
    expect(await rows.count()).toBeGreaterThan(35);
    for (const row of await rows.all()) {
      const name = (await row.locator("th code").textContent())!.replace(/^\$/, "");
      const hex = colors[name];
      const cells = await row.locator("td").allTextContents();
      expect(cells[0], name).toBe(hex);
      const ratio = formatRatio(contrastRatio(hex, colors.wit));
      expect(cells[1], name).toContain(ratio);
      await expect(row.locator("th svg[role=img]")).toHaveAttribute(
        "aria-label",
        `$${name}, ${hex}, contrast ${ratio} met $wit`,
      );
      expect(await row.locator("th svg rect").getAttribute("fill")).toBe(hex);
    }
  });

  test("a swatch keeps its colour and a border in forced colours", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
    await page.goto("fundament/kleuren");
    const rect = page.locator('table th svg[role="img"] rect').first();
    const drawn = await rect.evaluate((element) => {
      const style = getComputedStyle(element);
      return { fill: style.fill, stroke: style.stroke, background: getComputedStyle(document.body).backgroundColor };
    });
    expect(drawn.fill).toBe("rgb(23, 53, 33)"); // $bosgroen-140, the first row
    expect(drawn.stroke).not.toBe("none");
    expect(drawn.stroke).not.toBe(drawn.background);
  });
});

test.describe("scales", () => {
  test("the spacing steps are drawn at their size in pixels", async ({ page }) => {
    await page.goto("fundament/layout");
    const bars = page.locator("table tbody tr").filter({ has: page.locator("th code", { hasText: /^\$u\d+$/ }) });
    expect(await bars.count()).toBe(11);
    for (const row of await bars.all()) {
      const name = (await row.locator("th code").textContent())!.slice(1);
      const box = await row.locator("svg").boundingBox();
      expect(box!.width, name).toBe(parseFloat(units[name]));
    }
  });

  test("the type scale sets each size in Asap at its size", async ({ page }) => {
    await page.goto("fundament/typografie");
    const h1 = page.locator("svg[role=img] text").first();
    await expect(h1).toHaveAttribute("font-size", String(parseFloat(units["font-size-h1"]) * 16));
    expect(await h1.evaluate((element) => getComputedStyle(element).fontFamily)).toContain("Asap");
  });
});

test.describe("illustrations", () => {
  test("every illustration of the release shows, lazily, with its size and its name", async ({ page }) => {
    await page.goto("fundament/illustraties");
    const figures = page.locator("main figure");
    await expect(figures).toHaveCount(graphics.graphics.length);
    for (const { file } of graphics.graphics) {
      const figure = figures.filter({ has: page.locator("figcaption code", { hasText: file }) });
      const image = figure.locator("img");
      await expect(image).toHaveAttribute(
        "src",
        `https://cdn.dso-toolkit.nl/dso-toolkit/${variables.version}/assets/graphics/${file}`,
      );
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
      await figure.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), file)
        .toBeGreaterThan(0);
    }
  });

  test("a file the CDN lacks keeps its space and its name, and shows no broken-image icon", async ({ page }) => {
    await serveGraphics(page, ["boom_kappen.svg"]);
    await page.goto("fundament/illustraties");
    const figure = page
      .locator("main figure")
      .filter({ has: page.locator("figcaption", { hasText: "boom_kappen.svg" }) });
    const neighbour = page.locator("main figure").filter({ has: page.locator("figcaption", { hasText: "bodem.svg" }) });
    await figure.scrollIntoViewIfNeeded();
    const image = figure.locator("img");
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(0);
    await expect(figure.locator("figcaption")).toContainText("Boom kappen of snoeien");
    const frame = figure.locator("span").first();
    expect(await frame.boundingBox()).toMatchObject({
      width: (await neighbour.locator("span").first().boundingBox())!.width,
      height: (await neighbour.locator("span").first().boundingBox())!.height,
    });
    // The frame looks the same with the failed image as without it: no icon, no alt text.
    const withImage = await frame.screenshot();
    await image.evaluate((element) => element.remove());
    expect((await frame.screenshot()).equals(withImage)).toBe(true);
  });
});

// The visitor's palette sets the colours in forced colours, and axe reads the author's: the footer's
// light text counts against the white canvas, though Chromium draws it black (its computed colour).
// So contrast is left out here; every other rule runs.
test.describe("in forced colours", () => {
  for (const route of ["fundament/kleuren", "fundament/layout", "fundament/typografie", "fundament/illustraties"])
    test(`axe finds no violation on ${route}`, async ({ page }) => {
      await page.emulateMedia({ forcedColors: "active" });
      await page.goto(route);
      const { violations } = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .disableRules(["color-contrast"])
        .setLegacyMode(true)
        .analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
    });
});
