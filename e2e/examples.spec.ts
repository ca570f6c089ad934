import type { Page } from "@playwright/test";
import { expect, frameKey, hydrated, serveStories, STORY_FRAMES, test } from "./fixtures";

/** Live examples: frames made only near the viewport, an implementation switch, sizing and failure. */
const storyRequests = (page: Page) => {
  const ids: string[] = [];
  page.on("request", (request) => {
    if (STORY_FRAMES.test(request.url())) ids.push(new URL(request.url()).searchParams.get("id") ?? "");
  });
  return ids;
};
/** A story's frame, by `{playground}:{id}` (`react:alert--success`) or by a main-Storybook id alone. */
const frameOf = (page: Page, key: string) => {
  const [playground, id] = key.includes(":") ? key.split(":") : ["storybook", key];
  return page.locator(`iframe[src*="/!${playground}/"][src*="id=${id}&"]`);
};

test("a frame is made only when its example nears the viewport, in a box that does not move the page", async ({
  page,
}) => {
  const requested = storyRequests(page);
  await page.goto("components/accordion");
  await hydrated(page);
  // The intro's example is in view; the one under "Conclusie" is far below.
  await expect(frameOf(page, "core-accordion--default").first()).toBeAttached();
  const example = page.locator("figure", { has: page.locator('a[href*="core-accordion--conclusion"]') });
  const heading = page.getByRole("heading", { name: "Toegankelijkheid" });
  expect(requested).not.toContain("core-accordion--conclusion");
  const before = await heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  await example.scrollIntoViewIfNeeded();
  await expect(frameOf(page, "core-accordion--conclusion")).toBeAttached();
  // The request event can follow the frame element by a moment.
  await expect.poll(() => requested).toContain("core-accordion--conclusion");
  const after = await heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  expect(after).toBe(before);
});

test("the tabs switch the frame to the other implementation, by mouse and keyboard, and the choice carries over", async ({
  page,
}) => {
  await page.goto("components/action-list");
  await hydrated(page);
  const tabs = page.getByRole("tablist", { name: /Implementatie van het voorbeeld default/ });
  await expect(tabs.getByRole("tab", { name: "Web Component" })).toHaveAttribute("aria-selected", "true");
  await expect(frameOf(page, "core-action-list--default")).toBeAttached();

  await tabs.getByRole("tab", { name: "React" }).click();
  await expect(frameOf(page, "react:action-list--default")).toBeAttached();
  await expect(page.getByRole("tabpanel")).toHaveAttribute(
    "aria-labelledby",
    (await tabs.getByRole("tab", { name: "React" }).getAttribute("id")) ?? "",
  );

  await tabs.getByRole("tab", { name: "React" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Web Component" })).toBeFocused();
  await expect(frameOf(page, "core-action-list--default")).toBeAttached();
  await page.keyboard.press("End");
  await expect(tabs.getByRole("tab", { name: "React" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowLeft");
  await expect(frameOf(page, "react:action-list--default")).toBeAttached();

  // Another page whose example has React shows React first.
  await page.goto("components/badge");
  await hydrated(page);
  const react = page.getByRole("tab", { name: "React", selected: true }).first();
  await expect(react).toBeVisible();
});

test("the frame's height follows its content, up to a maximum", async ({ page }) => {
  await page.goto("components/accordion");
  await hydrated(page);
  const frame = frameOf(page, "core-accordion--default").first();
  await expect(frame).toHaveJSProperty("offsetHeight", 240);
  const story = page.frameLocator('iframe[src*="id=core-accordion--default&"] >> nth=0');
  await story
    .locator("#story")
    .evaluate(() => (window as unknown as { setHeight: (px: number) => void }).setHeight(400));
  await expect(frame).toHaveJSProperty("offsetHeight", 400);
  await story
    .locator("#story")
    .evaluate(() => (window as unknown as { setHeight: (px: number) => void }).setHeight(3000));
  await expect(frame).toHaveJSProperty("offsetHeight", 720);
});

test("a story the playground lacks shows the failure state once Storybook shows its error, with one warning, and Opnieuw proberen loads it once it is there", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
  let answers = false;
  await serveStories(page, (key) => key !== "storybook:core-accordion--default" || answers);
  await page.goto("components/accordion");
  await hydrated(page);
  const example = page.locator("figure").first();
  const focused = await page.evaluate(() => document.activeElement?.tagName);
  await expect(example.getByText("Dit voorbeeld kon niet worden geladen.").first()).toBeVisible();
  // Announced by a polite live region that was there before, without taking focus.
  await expect(example.getByRole("status")).toHaveText("Dit voorbeeld kon niet worden geladen.");
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe(focused);
  await expect(example.getByRole("link", { name: /Open in de playground/ })).toBeVisible();
  expect(warnings.filter((text) => text.includes("core-accordion--default"))).toHaveLength(1);
  // The rest of the page works.
  await expect(page.getByRole("heading", { level: 1, name: "Accordion" })).toBeVisible();

  answers = true;
  await example.getByRole("button", { name: "Opnieuw proberen" }).click();
  await expect(page.frameLocator('iframe[src*="id=core-accordion--default&"] >> nth=0').locator("#story")).toHaveText(
    "Story core-accordion--default",
  );
  // Watched past the moment Storybook marks its body, the story stays.
  await page.waitForTimeout(1_000);
  await expect(example.getByText("Dit voorbeeld kon niet worden geladen.")).toHaveCount(0);
});

test("a frame that answers with an error status, or not at all, shows the failure state", async ({ page }) => {
  await page.route(STORY_FRAMES, (route) => {
    if (frameKey(route.request().url()) === "storybook:core-accordion--compact") return; // never answers
    return route.fulfill({ status: 404, contentType: "text/html", body: "<!doctype html><title>404</title>" });
  });
  await page.goto("components/accordion");
  await hydrated(page);
  await expect(
    page.locator("figure").first().getByText("Dit voorbeeld kon niet worden geladen.").first(),
  ).toBeVisible();
  const compact = page.locator("figure", { has: page.locator('a[href*="core-accordion--compact"]') });
  await compact.scrollIntoViewIfNeeded();
  await expect(compact.getByText("Dit voorbeeld kon niet worden geladen.").first()).toBeVisible({ timeout: 15_000 });
});

test("a story drawn in a modal dialog gets a frame tall enough for the dialog", async ({ page }) => {
  await page.goto("components/modal");
  await hydrated(page);
  const frame = frameOf(page, "core-modal--confirm");
  await frame.scrollIntoViewIfNeeded();
  // The dialog's content is 400 px plus its heading and padding; the frame's document itself is empty.
  await expect.poll(() => frame.evaluate((element) => (element as HTMLElement).offsetHeight)).toBeGreaterThan(450);
  const dialog = page.frameLocator('iframe[src*="id=core-modal--confirm&"]').locator("dialog");
  const box = await dialog.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom, content: element.scrollHeight, height: element.clientHeight };
  });
  expect(box.top).toBeGreaterThanOrEqual(0);
  expect(box.height).toBeGreaterThanOrEqual(box.content);
});

test("an implementation without a story at the release has no tab, and Button Row shows its real story", async ({
  page,
}) => {
  await page.goto("components/banner");
  await hydrated(page);
  const tabs = page.getByRole("tablist").first();
  await expect(tabs.getByRole("tab", { name: "React" })).toBeVisible();
  await expect(tabs.getByRole("tab", { name: "Angular" })).toHaveCount(0);
  await page.goto("components/button-row");
  await hydrated(page);
  const example = page.locator("figure", {
    has: page.locator('a[href*="/story/html-css-button-row--tertiaire-button-varianten&"]'),
  });
  await example.scrollIntoViewIfNeeded();
  await expect(example.locator('iframe[src*="id=html-css-button-row--tertiaire-button-varianten&"]')).toHaveCount(1);
  await expect(page.locator('iframe[src*="tertiare"], a[href*="/story/"][href*="tertiare"]')).toHaveCount(0);
});

test("frame addresses and playground links carry the site's version", async ({ page }) => {
  await page.goto("components/action-list");
  await hydrated(page);
  await expect(frameOf(page, "core-action-list--default")).toHaveAttribute(
    "src",
    "/!storybook/master/iframe.html?id=core-action-list--default&viewMode=story",
  );
  await page.getByRole("tab", { name: "Angular" }).first().click();
  await expect(frameOf(page, "angular:action-list--default")).toHaveAttribute(
    "src",
    "/!angular/master/iframe.html?id=action-list--default&viewMode=story",
  );
  const link = page.getByRole("link", { name: /Open in de playground/ }).first();
  await expect(link).toHaveAttribute(
    "href",
    "https://storybook.dso-toolkit.nl/master/?path=/story/angular_action-list--default&viewMode=story",
  );
  await expect(link).toHaveAttribute("target", "_blank");
});

test("a keyboard user tabs into the story and out again", async ({ page }) => {
  await page.goto("components/badge");
  await hydrated(page);
  const frame = page.locator("figure iframe").first();
  await expect(frame).toBeAttached();
  const tab = page.getByRole("tab", { selected: true }).first();
  await tab.focus();
  await page.keyboard.press("Tab");
  await expect(frame).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: /Open in de playground/ }).first()).toBeFocused();
});

test("after navigating in the app, the article comes from the page's data, and its examples, copy buttons and links work", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("components/accordion");
  await hydrated(page);
  // A full page load would drop this marker.
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.evaluate(() => window.___navigate("/master/components/action-list"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Action List");
  const article = page.locator("main article");

  const tabs = article.getByRole("tablist", { name: /Implementatie van het voorbeeld default/ });
  await tabs.getByRole("tab", { name: "React" }).click();
  await expect(frameOf(page, "react:action-list--default")).toBeAttached();

  await article.getByRole("button", { name: "Code kopiëren naar het klembord" }).first().click();
  await expect(article.getByRole("status").filter({ hasText: "De code is naar het klembord gekopieerd." })).toHaveCount(
    1,
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await article.locator("pre").first().textContent(),
  );

  await article.getByRole("link", { name: "Highlight Box" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Highlight Box");
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});
