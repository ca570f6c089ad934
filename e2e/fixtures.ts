import { test as base, expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";

/** The sample versions file doubles as the test fixture. */
export const versionsSample = JSON.parse(readFileSync(path.resolve("static/versions.sample.json"), "utf8"));

/** Answers versions.json locally, so no test ever reaches another host. */
export async function serveVersions(page: Page, answer: (route: import("@playwright/test").Route) => Promise<void> | void = (route) => route.fulfill({ json: versionsSample })) {
  await page.route(/\/versions\.json(\?|$)/, answer);
}

export const test = base.extend<{ consoleErrors: string[] }>({
  // Every page starts with versions.json served locally and any other outside request refused.
  page: async ({ page }, use) => {
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    await serveVersions(page);
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** Resolves once React has hydrated and run its effects (the Layout marks <html> then). */
export async function hydrated(page: Page) {
  await expect(page.locator("html[data-interactive]")).toBeAttached();
}
