import AxeBuilder from "@axe-core/playwright";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  countWords,
  newestFirst,
  parseAuthors,
  readingMinutes,
  readingTimeLabel,
} from "../plugins/content-model/blogRules";
import { analyseMdx } from "../plugins/content-model/mdxAnalysis";
import { isContentFile, parsePostFileName } from "../plugins/content-model/routes";
import { dutchDate } from "../src/lib/dates";
import { expect, test } from "./fixtures";

/** What the blog should show, read straight from the content files. */
const BLOG_DIR = path.resolve("content/blog");
const posts = newestFirst(
  readdirSync(BLOG_DIR)
    .filter(isContentFile)
    .map((file) => {
      const { frontMatter: data, body } = analyseMdx(readFileSync(path.join(BLOG_DIR, file), "utf8"), file);
      return { ...parsePostFileName(file), title: String(data.title), authors: data.authors as string[], body };
    }),
);
const authors = parseAuthors(readFileSync(path.join(BLOG_DIR, "authors.yml"), "utf8"), "authors.yml");
/** The list pages the content fills, ten posts each: `blog`, then `blog/page/2` and on. */
const PAGE_COUNT = Math.ceil(posts.length / 10);
const LIST_PAGES = Array.from({ length: PAGE_COUNT }, (_, index) => (index === 0 ? "blog" : `blog/page/${index + 1}`));
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const route = (post: { route: string }) => post.route.slice(1);

test.describe("list pages", () => {
  test("the content has posts to lay out over more than one page", () => {
    expect(PAGE_COUNT).toBeGreaterThan(1);
  });

  LIST_PAGES.forEach((listPage, index) => {
    test(`/master/${listPage} shows its posts, newest first`, async ({ page, consoleErrors }) => {
      const response = await page.goto(listPage);
      expect(response?.status()).toBe(200);
      const expected = posts.slice(index * 10, index * 10 + 10);
      expect(expected).toHaveLength(index === PAGE_COUNT - 1 ? posts.length - index * 10 : 10);
      const articles = page.locator("main article");
      await expect(articles).toHaveCount(expected.length);
      await expect(articles.getByRole("heading", { level: 2 })).toHaveText(expected.map((post) => post.title));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        index === 0 ? "Blog" : `Blog, pagina ${index + 1} van ${PAGE_COUNT}`,
      );
      expect(consoleErrors).toEqual([]);
    });
  });

  test("each listed post shows date, authors, reading time, excerpt and a Lees meer link", async ({ page }) => {
    await page.goto("blog");
    const post = posts[0];
    const article = page.locator("main article").first();
    await expect(article.locator("time")).toHaveAttribute("datetime", post.date);
    await expect(article.locator("time")).toHaveText(dutchDate(post.date));
    await expect(article).toContainText(readingTimeLabel(readingMinutes(countWords(post.body))));
    for (const key of post.authors) await expect(article).toContainText(authors[key].name);
    const lead = post.body
      .split(/\{\/\*\s*truncate\s*\*\/\}/)[0]
      .trim()
      .split("\n")[0]
      .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
      .replace(/[*`]/g, "")
      .slice(0, 40);
    await expect(article).toContainText(lead);
    // The text after the marker is not on the list page.
    const afterMarker = post.body.split(/\{\/\*\s*truncate\s*\*\/\}/)[1].match(/^## (.+)$/m)?.[1];
    if (afterMarker) await expect(article.getByText(afterMarker, { exact: true })).toHaveCount(0);
    const more = article.getByRole("link", { name: `Lees meer over ${post.title}` });
    await expect(more).toHaveText("Lees meer");
    await more.click();
    await expect(page).toHaveURL(new RegExp(`${post.route.replace(/\./g, "\\.")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  });

  test("an excerpt keeps its links, routed under the base path, and its inline code", async ({ page }) => {
    const index = posts.findIndex((post) => /\]\(\//.test(post.body.split("{/* truncate */}")[0]));
    expect(index).toBeGreaterThanOrEqual(0);
    await page.goto(LIST_PAGES[Math.floor(index / 10)]);
    const article = page.locator("main article").nth(index % 10);
    const href = /\]\((\/[^)]+)\)/.exec(posts[index].body)![1];
    await expect(article.locator(`a[href="/master${href}"]`)).toHaveCount(1);
    const withCode = posts.findIndex((post) => /`[^`]+`/.test(post.body.split("{/* truncate */}")[0]));
    await page.goto(LIST_PAGES[Math.floor(withCode / 10)]);
    const code = /`([^`]+)`/.exec(posts[withCode].body.split("{/* truncate */}")[0])![1];
    await expect(
      page
        .locator("main article")
        .nth(withCode % 10)
        .locator("code", { hasText: code })
        .first(),
    ).toBeVisible();
  });

  test('following "Oudere items" from page 1 reaches the last page, and "Nieuwere items" leads back', async ({
    page,
  }) => {
    await page.goto("blog");
    const pager = page.getByRole("navigation", { name: "Navigatie tussen bloglijstpagina's" });
    await expect(pager.getByRole("link", { name: "Nieuwere items" })).toHaveCount(0);
    for (const next of LIST_PAGES.slice(1)) {
      await pager.getByRole("link", { name: "Oudere items" }).click();
      await expect(page).toHaveURL(new RegExp(`/master/${next}$`));
      await expect(page.locator("main article").first().getByRole("heading", { level: 2 })).toHaveText(
        posts[LIST_PAGES.indexOf(next) * 10].title,
      );
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Blog, pagina ${PAGE_COUNT} van ${PAGE_COUNT}`);
    await expect(pager.getByRole("link", { name: "Oudere items" })).toHaveCount(0);
    await pager.getByRole("link", { name: "Nieuwere items" }).click();
    await expect(page).toHaveURL(new RegExp(`/master/${LIST_PAGES[PAGE_COUNT - 2]}$`));
  });
});

test.describe("post pages", () => {
  const index = posts.findIndex((post) => post.slug === "dso-toolkit-51.0.0");
  const post = posts[index];

  test("a post shows its title, date, authors with titles, reading time and table of contents", async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(route(post));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    const header = page.locator("main article header");
    await expect(header.locator("time")).toHaveAttribute("datetime", "2023-01-18");
    await expect(header.locator("time")).toHaveText("18 januari 2023");
    const minutes = readingMinutes(countWords(post.body));
    await expect(header).toContainText(minutes === 1 ? "Een minuut leestijd" : `${minutes} minuten leestijd`);
    for (const key of post.authors) {
      await expect(header.getByRole("link", { name: new RegExp(`^${authors[key].name}`) })).toHaveAttribute(
        "href",
        authors[key].url!,
      );
      await expect(header).toContainText(authors[key].title);
    }
    const toc = page.getByRole("navigation", { name: "Op deze pagina" });
    await expect(toc.getByRole("link", { name: "Modal" })).toHaveAttribute("href", "#modal");
    await expect(toc.getByRole("link", { name: "Migratie" })).toBeVisible();
    await expect(page).toHaveTitle(`${post.title} | DSO Toolkit`);
    expect(consoleErrors).toEqual([]);
  });

  test('"Nieuwer bericht" and "Ouder bericht" lead to the neighbouring posts', async ({ page }) => {
    await page.goto(route(post));
    const pager = page.getByRole("navigation", { name: "Navigatie tussen berichten" });
    const newer = pager.getByRole("link", { name: /^Nieuwer bericht/ });
    const older = pager.getByRole("link", { name: /^Ouder bericht/ });
    await expect(newer).toContainText(posts[index - 1].title);
    await expect(older).toContainText(posts[index + 1].title);
    await older.click();
    await expect(page).toHaveURL(new RegExp(`${route(posts[index + 1]).replace(/\./g, "\\.")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(posts[index + 1].title);
  });

  test("the newest post has no newer link and the oldest no older link", async ({ page }) => {
    await page.goto(route(posts[0]));
    await expect(page.getByRole("link", { name: /^Nieuwer bericht/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Ouder bericht/ })).toHaveCount(1);
    await page.goto(route(posts[posts.length - 1]));
    await expect(page.getByRole("link", { name: /^Ouder bericht/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Nieuwer bericht/ })).toHaveCount(1);
  });
});

test.describe("sidebar", () => {
  const recent = posts.slice(0, 5);
  const years = [...new Set(recent.map((post) => post.date.slice(0, 4)))];

  for (const target of ["blog/page/3", route(recent[2])]) {
    test(`/master/${target} shows "Recente berichten": the 5 newest posts under year headings`, async ({ page }) => {
      await page.goto(target);
      const sidebar = page.getByRole("navigation", { name: "Recente blogberichten" });
      await expect(sidebar.getByRole("heading", { level: 2 })).toHaveText("Recente berichten");
      await expect(sidebar.getByRole("heading", { level: 3 })).toHaveText(years);
      await expect(sidebar.getByRole("link")).toHaveText([...recent.map((post) => post.title), "Archief", "Auteurs"]);
    });
  }

  test("marks the post being read", async ({ page }) => {
    await page.goto(route(recent[2]));
    const sidebar = page.getByRole("navigation", { name: "Recente blogberichten" });
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText(recent[2].title);
  });

  // A post starts with its title on a phone; the sidebar follows the content (WCAG 1.3.2, issue 28).
  for (const [name, target] of [
    ["the blog list", "blog"],
    ["a post", "newest"],
  ] as const)
    test(`folds into the page below the content of ${name} on a phone`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(target === "newest" ? route(recent[0]) : target);
      const sidebar = page.getByRole("navigation", { name: "Recente blogberichten" });
      await expect(sidebar).toBeVisible();
      const sidebarBox = (await sidebar.boundingBox())!;
      const headingBox = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      expect(headingBox.y).toBeLessThan(sidebarBox.y);
      expect(sidebarBox.width).toBeGreaterThan(300);
      // The title comes before the sidebar in the page too, as a screen reader or the keyboard meets it.
      expect(
        await page.evaluate(() => {
          const title = document.querySelector("main h1")!;
          const nav = document.querySelector('nav[aria-label="Recente blogberichten"]')!;
          return Boolean(title.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING);
        }),
      ).toBe(true);
      // Nothing sticks out sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });

  test("stands left of the content on a wide screen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(route(recent[0]));
    const sidebarBox = (await page.getByRole("navigation", { name: "Recente blogberichten" }).boundingBox())!;
    const headingBox = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    expect(sidebarBox.x + sidebarBox.width).toBeLessThanOrEqual(headingBox.x);
  });
});

test.describe("archive and authors", () => {
  test("the archive lists every post under its year, newest first", async ({ page, consoleErrors }) => {
    const response = await page.goto("blog/archive");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Archief");
    const years = [...new Set(posts.map((post) => post.date.slice(0, 4)))];
    await expect(page.locator("main h2")).toHaveText(years);
    for (const year of years) {
      const items = page.locator("section", { has: page.getByRole("heading", { level: 2, name: year }) }).locator("li");
      const expected = posts.filter((post) => post.date.startsWith(year));
      await expect(items).toHaveText(expected.map((post) => `${dutchDate(post.date)} - ${post.title}`));
    }
    await expect(page.locator("main li a")).toHaveCount(posts.length);
    await page.getByRole("link", { name: posts[posts.length - 1].title }).click();
    await expect(page).toHaveURL(/\/master\/blog\/2022\/11\/07\/new-site$/);
    expect(consoleErrors).toEqual([]);
  });

  test("the authors page lists every author with title, link and number of posts", async ({ page }) => {
    const response = await page.goto("blog/authors");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Auteurs");
    const keys = Object.keys(authors);
    expect(keys.length).toBeGreaterThanOrEqual(3);
    await expect(page.locator("main h2")).toHaveText(keys.map((key) => authors[key].name));
    for (const key of keys) {
      const card = page.locator("main li", { has: page.getByRole("heading", { level: 2, name: authors[key].name }) });
      const count = posts.filter((post) => post.authors.includes(key)).length;
      await expect(card).toContainText(authors[key].title);
      await expect(card).toContainText(count === 1 ? "1 bericht" : `${count} berichten`);
      await expect(card.getByRole("link")).toHaveAttribute("href", authors[key].url!);
    }
  });
});

test.describe("feeds", () => {
  const newest20 = posts.slice(0, 20).map((post) => post.title);
  const link = (post: { route: string }) => `https://www.dso-toolkit.nl/master${post.route}`;

  for (const [file, type] of [
    ["rss.xml", "application/rss+xml"],
    ["atom.xml", "application/atom+xml"],
    ["feed.json", "application/feed+json"],
  ]) {
    test(`every page links ${file} from its head, and it is served`, async ({ page, request }) => {
      for (const target of ["", "components/accordion", "blog"]) {
        await page.goto(target);
        await expect(page.locator(`head link[rel="alternate"][type="${type}"]`)).toHaveAttribute(
          "href",
          `/master/blog/${file}`,
        );
      }
      expect((await request.get(`blog/${file}`)).status()).toBe(200);
    });
  }

  test("RSS and Atom parse as XML and hold the 20 newest posts, newest first, with link, date, summary and authors", async ({
    page,
  }) => {
    await page.goto("blog");
    const read = (file: string, item: string) =>
      page.evaluate(
        async ([file, item]) => {
          const text = await (await fetch(`/master/blog/${file}`)).text();
          const document = new DOMParser().parseFromString(text, "application/xml");
          const child = (element: Element, name: string) =>
            [...element.children].filter((node) => node.tagName === name);
          return {
            errors: document.getElementsByTagName("parsererror").length,
            items: [...document.getElementsByTagName(item)].map((element) => ({
              title: child(element, "title")[0]?.textContent,
              link: child(element, "link")[0]?.textContent || child(element, "link")[0]?.getAttribute("href"),
              date: (child(element, "pubDate")[0] ?? child(element, "published")[0])?.textContent,
              summary: (child(element, "description")[0] ?? child(element, "summary")[0])?.textContent,
              authors: [
                ...child(element, "dc:creator"),
                ...child(element, "author").map((author) => author.getElementsByTagName("name")[0]),
              ].map((node) => node.textContent),
            })),
          };
        },
        [file, item],
      );
    for (const [file, item] of [
      ["rss.xml", "item"],
      ["atom.xml", "entry"],
    ]) {
      const feed = await read(file, item);
      expect(feed.errors).toBe(0);
      expect(feed.items.map((entry) => entry.title)).toEqual(newest20);
      feed.items.forEach((entry, index) => {
        expect(entry.link).toBe(link(posts[index]));
        expect(new Date(entry.date!).toISOString().slice(0, 10)).toBe(posts[index].date);
        expect(entry.summary?.length).toBeGreaterThan(20);
        expect(entry.authors).toEqual(posts[index].authors.map((key) => authors[key].name));
      });
    }
  });

  test("the JSON Feed parses and holds the 20 newest posts, newest first", async ({ request }) => {
    const response = await request.get("blog/feed.json");
    const feed = await response.json();
    expect(feed.items.map((item: { title: string }) => item.title)).toEqual(newest20);
    feed.items.forEach(
      (
        item: { url: string; date_published: string; summary: string; authors: Array<{ name: string }> },
        index: number,
      ) => {
        expect(item.url).toBe(link(posts[index]));
        expect(item.date_published.slice(0, 10)).toBe(posts[index].date);
        expect(item.summary.length).toBeGreaterThan(20);
        expect(item.authors.map((author) => author.name)).toEqual(posts[index].authors.map((key) => authors[key].name));
      },
    );
  });
});

test.describe("accessibility", () => {
  const pages = [
    "blog",
    LIST_PAGES[PAGE_COUNT - 1],
    route(posts[0]),
    route(posts.find((post) => post.slug === "dso-toolkit-51.0.0")!),
    "blog/archive",
    "blog/authors",
  ];
  for (const theme of ["light", "dark"]) {
    for (const target of pages) {
      test(`/master/${target} has no axe violations (${theme})`, async ({ page }) => {
        await page.addInitScript((mode) => localStorage.setItem("theme", mode), theme);
        await page.goto(target);
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
        expect(
          results.violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
          ),
        ).toEqual([]);
      });
    }
  }

  test("the list page is keyboard operable: Tab reaches a post link with visible focus", async ({ page }) => {
    await page.goto("blog");
    const target = page.locator("main article").first().getByRole("link", { name: posts[0].title, exact: true });
    for (let step = 0; step < 40 && !(await target.evaluate((element) => element === document.activeElement)); step++)
      await page.keyboard.press("Tab");
    await expect(target).toBeFocused();
    const outline = await target.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(posts[0].title);
  });
});
