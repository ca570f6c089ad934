import { readFileSync } from "node:fs";
import path from "node:path";
import { htmlFilesUnder } from "../plugins/post-build/linkCheckHook";
import { inlineHashes } from "../plugins/post-build/securityPolicy";
import { BASE_PATH } from "../playwright.config";
import { expect, hydrated, test } from "./fixtures";

/**
 * The Content-Security-Policy (plugins/post-build/securityPolicy.ts). Every test here, as every other browser
 * test, fails on a violation (e2e/fixtures.ts); these check that each page has the policy, that the
 * server sends it, that a violation is seen at all, and the parts of the site the policy could break.
 */
const PUBLIC = path.resolve("public");
const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/g;

const headerBlocks = () => {
  const blocks = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of readFileSync(path.join(PUBLIC, "_headers"), "utf8").split("\n").filter(Boolean)) {
    if (!line.startsWith(" ")) blocks.set(line, (current = new Map()));
    else current!.set(line.slice(0, line.indexOf(":")).trim(), line.slice(line.indexOf(":") + 1).trim());
  }
  return blocks;
};

test("every built page carries its policy before any script, style or stylesheet, and _headers the same", () => {
  const blocks = headerBlocks();
  const files = htmlFilesUnder(PUBLIC);
  expect(files.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const file of files) {
    const html = readFileSync(path.join(PUBLIC, file), "utf8");
    const metas = [...html.matchAll(META)];
    if (metas.length !== 1) {
      problems.push(`${file}: ${metas.length} policy meta elements`);
      continue;
    }
    const policy = metas[0][1];
    const first = Math.min(...["<script", "<style", "<link"].map((tag) => html.indexOf(tag)).filter((at) => at >= 0));
    if (metas[0].index! > first) problems.push(`${file}: the policy comes after a script, style or stylesheet`);
    if (/<[a-z][^<>]*\sstyle="/i.test(html)) problems.push(`${file}: a style attribute`);
    if (/'unsafe-|\*/.test(policy)) problems.push(`${file}: an unsafe source in ${policy}`);
    const { scripts, styles } = inlineHashes(html);
    for (const hash of [...scripts, ...styles])
      if (!policy.includes(hash)) problems.push(`${file}: ${hash} is not allowed`);
    const address = `${BASE_PATH}${file.replace(/(^|\/)index\.html$/, "$1")}`;
    const header = blocks.get(address)?.get("Content-Security-Policy");
    if (header !== `${policy}; frame-ancestors 'self'`) problems.push(`${file}: _headers has ${header} for ${address}`);
  }
  expect(problems).toEqual([]);
});

test("the server sends the page's policy and the security headers, for a page, the not-found page and a script", async ({
  page,
}) => {
  for (const [route, status] of [
    ["intro", 200],
    ["components/", 200],
    ["deze-pagina-bestaat-niet", 404],
  ] as const) {
    const response = (await page.goto(route))!;
    expect(response.status()).toBe(status);
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
    const headers = response.headers();
    expect(headers["content-security-policy"], route).toBe(`${meta}; frame-ancestors 'self'`);
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["permissions-policy"]).toContain("camera=()");
  }
  const script = await page.request.get((await page.locator("script[src]").first().getAttribute("src")) ?? "");
  expect(script.headers()["x-content-type-options"]).toBe("nosniff");
  expect(script.headers()["content-security-policy"]).toBeUndefined();
  expect((await page.request.get("_headers")).status()).toBe(404);
});

test("a script or style attribute the policy does not know is blocked and reported", async ({
  page,
  policyViolations,
}) => {
  await page.goto("intro");
  await hydrated(page);
  const applied = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true;";
    document.body.append(script);
    const paragraph = document.createElement("p");
    paragraph.setAttribute("style", "color: rgb(1, 2, 3)");
    document.body.append(paragraph);
    return { script: "__injected" in window, style: getComputedStyle(paragraph).color === "rgb(1, 2, 3)" };
  });
  expect(applied).toEqual({ script: false, style: false });
  // Each twice: the header's policy and the meta element's both apply, and both block.
  await expect.poll(() => policyViolations.length).toBe(4);
  expect(policyViolations.filter((violation) => /script-src-elem blocked inline/.test(violation))).toHaveLength(2);
  expect(policyViolations.filter((violation) => /style-src-attr blocked inline/.test(violation))).toHaveLength(2);
  // Provoked on purpose; the fixture fails the test on any other.
  policyViolations.length = 0;
});

test("the search page gets its results from the search worker", async ({ page }) => {
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await page.goto("search?q=knop");
  await expect(page.getByText(/^\d+ resultaten$/)).toBeVisible();
  expect(await page.locator("main ol > li").count()).toBeGreaterThan(0);
  expect(workers.some((url) => url.startsWith(`http://127.0.0.1:`))).toBe(true);
});

test("a component page shows its live example in a frame", async ({ page }) => {
  await page.goto("components/accordion");
  await hydrated(page);
  await expect(
    page.frameLocator('iframe[src*="id=core-accordion--default&"]').first().getByText("Story core-accordion--default"),
  ).toBeVisible();
});

test("dark mode keeps the announcement bar's colours and the fonts load", async ({ page }) => {
  await page.goto("intro?docusaurus-theme=dark");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  const bar = page.getByRole("region", { name: "Mededeling" });
  await expect(bar).toHaveCSS("background-color", "rgb(139, 74, 106)");
  await expect(bar).toHaveCSS("color", "rgb(255, 255, 255)");
  await expect(bar.getByRole("button", { name: "Melding sluiten" })).toHaveCSS("color", "rgb(255, 255, 255)");
  expect(
    await page.evaluate(() =>
      document.fonts.ready.then(() => [...document.fonts].filter((font) => font.status === "loaded").length),
    ),
  ).toBeGreaterThan(0);
});

test("Gatsby's route announcer stays hidden from view and still announces a new page", async ({ page }) => {
  await page.goto("intro");
  await hydrated(page);
  const announcer = page.locator("#gatsby-announcer");
  await expect(announcer).toHaveAttribute("aria-live", "assertive");
  await expect(announcer).toHaveCSS("position", "absolute");
  await expect(announcer).toHaveCSS("width", "1px");
  await expect(announcer).toHaveCSS("height", "1px");
  await expect(announcer).toHaveCSS("overflow", "hidden");
  await expect(page.locator("#gatsby-focus-wrapper")).toHaveCSS("outline-style", "none");
  await page.getByRole("navigation", { name: "Hoofdnavigatie" }).getByRole("link", { name: "Blog" }).first().click();
  await expect(announcer).not.toBeEmpty();
  await expect(announcer).toHaveCSS("width", "1px");
});

test("the not-found page and the favicon load under the policy", async ({ page }) => {
  const response = await page.goto("deze-pagina-bestaat-niet");
  expect(response!.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
  // An image loads as the favicon does (img-src); a blocked one would fail to decode and be reported.
  const favicon = await page.locator('link[rel="icon"]').getAttribute("href");
  const size = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return image.naturalWidth;
  }, favicon!);
  expect(size).toBeGreaterThan(0);
});
