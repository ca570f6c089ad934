import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";

/** The sample versions file doubles as the test fixture. */
export const versionsSample = JSON.parse(readFileSync(path.resolve("static/versions.sample.json"), "utf8"));

/** Answers versions.json locally, so no test ever reaches another host. */
export async function serveVersions(
  page: Page,
  answer: (route: import("@playwright/test").Route) => Promise<void> | void = (route) =>
    route.fulfill({ json: versionsSample }),
) {
  await page.route(/\/versions\.json(\?|$)/, answer);
}

/** Every story id the pages' live examples use (facts/examples.json), in each implementation they show. */
const examplePages = JSON.parse(readFileSync(path.resolve("facts/examples.json"), "utf8")).pages as Array<{
  examples: Array<{ name: string; variant: string; implementations: string[]; isExamplePage?: boolean }>;
}>;
export const knownStories = new Set(
  examplePages.flatMap((page) =>
    page.examples.flatMap((example) =>
      example.isExamplePage
        ? [`${example.name}--${example.variant}`]
        : example.implementations.map((implementation) =>
            implementation === "angular"
              ? `angular_${example.name}--${example.variant}`
              : `${implementation}-${example.name}--${example.variant}`,
          ),
    ),
  ),
);

/** A stand-in for a playground story: it names its id, is 240 px tall, and `setHeight(px)` changes that. */
export function storyFixture(id: string): string {
  return `<!doctype html><html lang="nl"><head><title>${id}</title></head><body style="margin:0"><div id="story" style="height:240px">Story ${id}</div><script>window.setHeight=function(h){document.getElementById("story").style.height=h+"px"}</script></body></html>`;
}

export const STORY_FRAMES = /\/!(storybook|angular)\/[^/]+\/iframe\.html\?/;

/** Serves the story frames at their production paths: the fixture for a known id, 404 for any other. */
export async function serveStories(page: Page, known: (id: string) => boolean = (id) => knownStories.has(id)) {
  await page.route(STORY_FRAMES, (route) => {
    const id = new URL(route.request().url()).searchParams.get("id") ?? "";
    return known(id)
      ? route.fulfill({ contentType: "text/html", body: storyFixture(id) })
      : route.fulfill({ status: 404, contentType: "text/html", body: "<!doctype html><title>404</title>" });
  });
}

/** Reports each Content-Security-Policy violation in any document of the context to the test; it listens before the page's own scripts run. */
async function watchPolicyViolations(context: BrowserContext, violations: string[]) {
  await context.exposeBinding("__dsoPolicyViolation", ({ frame }, text: string) =>
    violations.push(`${frame.url()}: ${text}`),
  );
  await context.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (event) => {
        const report = (window as unknown as { __dsoPolicyViolation: (text: string) => void }).__dsoPolicyViolation;
        report(
          `${event.effectiveDirective} blocked ${event.blockedURI || "(no address)"} at ${event.sourceFile || "(page)"}:${event.lineNumber} ${event.sample}`,
        );
      },
      true,
    );
  });
}

export const test = base.extend<{ consoleErrors: string[]; policyViolations: string[] }>({
  // Filled while the test runs; a test that provokes a violation on purpose empties it after checking.
  policyViolations: async ({}, use) => {
    await use([]);
  },
  // Every page of the test, also a second tab, is watched.
  context: async ({ context, policyViolations }, use) => {
    await watchPolicyViolations(context, policyViolations);
    await use(context);
  },
  // Every page starts with versions.json and the story frames served locally and any other outside
  // request refused, and fails its test on any Content-Security-Policy violation.
  page: async ({ page, policyViolations }, use) => {
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    await serveVersions(page);
    await serveStories(page);
    await use(page);
    // A round trip to the page lets reports still on their way arrive first.
    await page.evaluate(() => undefined).catch(() => undefined);
    expect(policyViolations, "Content-Security-Policy violations").toEqual([]);
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
