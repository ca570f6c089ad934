import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pageExampleProblems } from "../src/article/build/pageExamples";
import { sourceProblems } from "../src/article/shared/componentSources";
import { analyseMdx } from "../plugins/content-model/mdxAnalysis";
import { docRoute, isContentFile } from "../plugins/content-model/routes";
import { requireRelease } from "../plugins/content-model/releaseFiles";
import { componentPageProblems, prosePageProblems } from "./contentRules";

/**
 * Every doc page has the required shape (./contentRules.ts). Component pages also load only stories
 * that the playground of the synced release has, and name only implementations that the release
 * has a folder for (the "Broncode" links). Every problem names the file, and the line where it has one.
 */
const root = path.resolve(__dirname, "..");
const release = requireRelease(root);
const tags = release.api.components.map((component) => component.tag);
const pages = (readdirSync(path.join(root, "content/docs"), { recursive: true }) as string[])
  .filter(isContentFile)
  .map((file) => file.split(path.sep).join("/"))
  .sort()
  .map((file) => ({
    file: `content/docs/${file}`,
    route: docRoute(file),
    page: analyseMdx(readFileSync(path.join(root, "content/docs", file), "utf8"), `content/docs/${file}`),
  }));
const implementationsOf = ({ page }: (typeof pages)[number]) =>
  page.frontMatter.implementations as string[] | undefined;
const isComponent = (entry: (typeof pages)[number]) =>
  entry.route.startsWith("/components/") && Array.isArray(implementationsOf(entry));

describe("docs content", () => {
  it("has pages, and component pages among them", () => {
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter(isComponent).length).toBeGreaterThan(0);
  });

  it.each(pages.filter(isComponent).map((entry) => [entry.file, entry] as const))(
    "component page %s is complete",
    (_file, { page }) => {
      expect(componentPageProblems(page, tags)).toEqual([]);
    },
  );

  it.each(pages.filter(isComponent).map((entry) => [entry.file, entry] as const))(
    `component page %s loads only stories of ${release.release.version} and links only its folders`,
    (file, entry) => {
      const implementations = implementationsOf(entry) ?? [];
      expect([
        ...pageExampleProblems(
          entry.page,
          release.stories.stories,
          implementations,
          entry.route,
          release.release.version,
        ),
        ...sourceProblems(entry.route, implementations, release.sources).map((problem) => `${file}: ${problem}`),
      ]).toEqual([]);
    },
  );

  it.each(pages.filter((entry) => !isComponent(entry)).map((entry) => [entry.file, entry] as const))(
    "page %s is complete",
    (_file, { route, page }) => {
      expect(prosePageProblems(page, route.startsWith("/fundament/") ? 350 : 200)).toEqual([]);
      // A page outside the components may show an example too (the playground's example pages).
      expect(pageExampleProblems(page, release.stories.stories, [], route, release.release.version)).toEqual([]);
    },
  );
});
