import { expect, test, type Locator } from "@playwright/test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { examplesIn } from "../../src/article/build/pageExamples";
import { analyseMdx } from "../../plugins/content-model/mdxAnalysis";
import { docRoute, isContentFile } from "../../plugins/content-model/routes";
import {
  componentNameOf,
  frameUrl,
  IMPLEMENTATIONS,
  playgroundOf,
  storyPageUrl,
  type Implementation,
} from "../../src/lib/playground";
import { serveVersions } from "../fixtures";

/**
 * Every live example of the pages, in every implementation whose Storybook is built, against the
 * real playground (playwright.playground.config.ts): the frame has the story's address,
 * shows its story (no Storybook error display, no failure state of ours), and is tall enough for
 * what the story draws, open dialogs included, up to the 720 px maximum.
 */
const PLAYGROUND_DIR = process.env.PLAYGROUND_DIR;
const MAX_HEIGHT = 720;
const BUILT: Record<string, string> = {
  storybook: "storybook/www",
  react: "packages/react/www",
  angular: "angular-workspace/www",
};
const isBuilt = (playground: string) =>
  !!PLAYGROUND_DIR && existsSync(path.join(PLAYGROUND_DIR, BUILT[playground] ?? "-", "iframe.html"));

/** Each doc page's examples, read from its MDX as the build reads them. */
const docsDir = path.resolve("content/docs");
const pages = (readdirSync(docsDir, { recursive: true }) as string[])
  .filter(isContentFile)
  .sort()
  .map((file) => {
    const relative = file.split(path.sep).join("/");
    const page = analyseMdx(readFileSync(path.join(docsDir, file), "utf8"), `content/docs/${relative}`);
    return { route: docRoute(relative), examples: examplesIn(page) };
  })
  .filter((page) => page.examples.length > 0);
const FRAMES = "/!{playground}/{version}/iframe.html";
const PLAYGROUND = "https://storybook.dso-toolkit.nl/master";

test.skip(
  !PLAYGROUND_DIR,
  "No real playground: set PLAYGROUND_DIR to the design system's repository with its Storybooks built (docs/operators.md, 'Testing against the real playground').",
);

for (const implementation of IMPLEMENTATIONS) {
  for (const { route, examples } of pages) {
    const stories = examples.flatMap((example) => {
      const story = {
        name: example.name ?? componentNameOf(route),
        variant: example.variant,
        implementation: implementation as Implementation,
        isExamplePage: example.isExamplePage,
      };
      const args = example.args as Record<string, string | number | boolean> | undefined;
      return example.implementations.includes(implementation) && isBuilt(playgroundOf(story))
        ? [{ frame: frameUrl(FRAMES, story, "master", args), storyPage: storyPageUrl(PLAYGROUND, story, args) }]
        : [];
    });
    if (stories.length === 0) continue;
    test(`${route} ${implementation}`, async ({ page }) => {
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
      await serveVersions(page);
      await page.addInitScript((choice) => localStorage.setItem("dso-docs-implementation", choice), implementation);
      await page.goto(route.replace(/^\//, ""));
      const seen = new Map<string, number>();
      for (const { frame, storyPage } of stories) {
        const nth = seen.get(storyPage) ?? 0;
        seen.set(storyPage, nth + 1);
        const figure = page.locator("figure", { has: page.locator(`a[href="${storyPage}"]`) }).nth(nth);
        await checkExample(figure, frame);
      }
      console.log(`${route} ${implementation}: ${stories.length} example(s) show their story`);
    });
  }
}

async function checkExample(figure: Locator, frameAddress: string) {
  await figure.scrollIntoViewIfNeeded();
  const frame = figure.locator("iframe");
  await expect(frame).toHaveAttribute("src", new RegExp(`^${frameAddress.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  // Storybook marks its body once it knows what it shows; the site may give up on the frame first.
  const shows = () =>
    figure.evaluate((element) => {
      const frame = element.querySelector("iframe");
      if (!frame) return element.querySelector('[data-state="failed"]') ? "failure state of the site" : undefined;
      const body = frame.contentDocument?.body;
      return ["sb-show-main", "sb-show-errordisplay", "sb-show-nopreview"].find((name) =>
        body?.classList.contains(name),
      );
    });
  await expect.poll(shows, { timeout: 60_000 }).toBeTruthy();
  expect(await shows(), `${frameAddress} shows its story`).toBe("sb-show-main");
  // Past the time the site watches a frame after its load, the example still shows its story.
  await figure.page().waitForTimeout(1_500);
  await expect(figure.getByText("Dit voorbeeld kon niet worden geladen.")).toHaveCount(0);
  // The frame follows the story as it grows; what it still cuts off after a while is named.
  await expect
    .poll(() => frame.evaluate(tallEnough, MAX_HEIGHT), { timeout: 10_000 })
    .toEqual([])
    .catch(() => undefined);
  expect(await frame.evaluate(tallEnough, MAX_HEIGHT), `${frameAddress} is tall enough for its story`).toEqual([]);
}

/** What the frame cuts off of its story: runs in the page, so it is one self-contained function. */
function tallEnough(element: Element, max: number): string[] {
  const frame = element as HTMLIFrameElement;
  const document = frame.contentDocument!;
  const height = frame.clientHeight;
  const problems: string[] = [];
  const content = document.documentElement.scrollHeight;
  if (height < Math.min(content, max) - 1) problems.push(`document ${content} px in a ${height} px frame`);
  const dialogs: HTMLDialogElement[] = [];
  const walk = (root: Document | ShadowRoot) =>
    root.querySelectorAll("*").forEach((node) => {
      if (node.tagName === "DIALOG" && node.hasAttribute("open")) dialogs.push(node as HTMLDialogElement);
      if (node.shadowRoot) walk(node.shadowRoot);
    });
  walk(document);
  for (const dialog of dialogs) {
    const box = dialog.getBoundingClientRect();
    if (height < max && dialog.scrollHeight > dialog.clientHeight + 1)
      problems.push(`dialog cut to ${dialog.clientHeight} of ${dialog.scrollHeight} px`);
    const hidden = Array.from(dialog.querySelectorAll("*"))
      .flatMap((node) => [node, ...(node.shadowRoot ? Array.from(node.shadowRoot.querySelectorAll("*")) : [])])
      .filter((node) => ["auto", "scroll"].includes(getComputedStyle(node).overflowY))
      .map((node) => node.scrollHeight - node.clientHeight);
    if (height < max && Math.max(0, ...hidden) > 1) problems.push(`dialog body scrolls ${Math.max(...hidden)} px away`);
    if (height < max && (box.top < -1 || box.bottom > height + 1))
      problems.push(`dialog at ${box.top}-${box.bottom} in a ${height} px frame`);
  }
  return problems;
}
