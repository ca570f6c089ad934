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

/** Every story of the synced release's playground (content/release/stories.json), as `{playground}:{id}`. */
const releaseStories = JSON.parse(readFileSync(path.resolve("content/release/stories.json"), "utf8")).stories as Record<
  string,
  string[]
>;
export const STORY_FRAMES = /\/!(storybook|angular|react)\/[^/]+\/iframe\.html\?/;
export const frameKey = (url: string) =>
  `${STORY_FRAMES.exec(url)?.[1]}:${new URL(url, "http://localhost").searchParams.get("id")}`;
export const knownStories = new Set(
  Object.entries(releaseStories).flatMap(([playground, ids]) => ids.map((id) => `${playground}:${id}`)),
);

/** The story whose stand-in opens a modal dialog in a shadow root, as `dso-modal` does. */
export const MODAL_STORY = "storybook:core-modal--confirm";

/**
 * A stand-in for a playground story that behaves as Storybook does: status 200 for any id, and
 * only after its load the body says what it shows (`sb-show-main`, or `sb-show-errordisplay` with
 * Storybook's English message for an id it does not have). It names its id, is 240 px tall, and
 * `setHeight(px)` changes that; the modal story draws its content in a modal dialog only.
 */
export function storyFixture(key: string, known: boolean): string {
  const id = key.slice(key.indexOf(":") + 1);
  const story =
    key === MODAL_STORY
      ? `<div id="story"></div><script>const host=document.getElementById("story");const dialog=document.createElement("dialog");dialog.innerHTML='<h2>Modal</h2><div style="height:400px">Story ${id}</div>';host.attachShadow({mode:"open"}).append(dialog);dialog.showModal();</script>`
      : `<div id="story" style="height:240px">Story ${id}</div><script>window.setHeight=function(h){document.getElementById("story").style.height=h+"px"}</script>`;
  const shown = known ? "sb-show-main" : "sb-show-errordisplay";
  const error = known ? "" : `<div id="error-message">Couldn't find story matching '${id}'.</div>`;
  return `<!doctype html><html lang="nl"><head><title>${id}</title></head><body class="sb-show-preparing-story" style="margin:0">${known ? story : error}<script>addEventListener("load",function(){setTimeout(function(){document.body.className="${shown}"},300)})</script></body></html>`;
}

/** Serves the story frames at their production paths, as Storybook does: status 200, and its error display for an id it lacks. */
export async function serveStories(page: Page, known: (key: string) => boolean = (key) => knownStories.has(key)) {
  await page.route(STORY_FRAMES, (route) => {
    const key = frameKey(route.request().url());
    return route.fulfill({ contentType: "text/html", body: storyFixture(key, known(key)) });
  });
}

/** The design system's CDN, where the illustrations come from (links.cdnFiles in site.config.ts). */
export const CDN_GRAPHICS = /^https:\/\/cdn\.dso-toolkit\.nl\/dso-toolkit\/[^/]+\/assets\/graphics\/([^/?]+)$/;

/** A stand-in for an illustration: a square that names the file. */
export function graphicFixture(file: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#39870c"/><text x="4" y="54" font-size="9" fill="#ffffff">${file}</text></svg>`;
}

/** Serves a stand-in for every illustration on the CDN; `missing` files answer 404, as a file the CDN lacks. */
export async function serveGraphics(page: Page, missing: string[] = []) {
  await page.route(CDN_GRAPHICS, (route) => {
    const file = CDN_GRAPHICS.exec(route.request().url())![1];
    return missing.includes(file)
      ? route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" })
      : route.fulfill({ contentType: "image/svg+xml", body: graphicFixture(file) });
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
  // Every page starts with versions.json, the story frames and the illustrations served locally and
  // any other outside request refused, and fails its test on any Content-Security-Policy violation.
  page: async ({ page, policyViolations }, use) => {
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    await serveVersions(page);
    await serveStories(page);
    await serveGraphics(page);
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
