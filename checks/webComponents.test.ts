import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { apiTagsIn, readComponentMetadata, unshownComponents } from "../plugins/content-model/componentApiPages";
import { readDescriptions, requireRelease } from "../plugins/content-model/releaseFiles";
import { descriptionProblems } from "./apiDescriptions";
import { analyseMdx } from "../plugins/content-model/mdxAnalysis";
import { apiUseProblems } from "../src/article/build/apiUse";

/**
 * content/api-descriptions.json against the synced API (content/release/api.json), and the component
 * pages against both: every problem is listed at once, naming the tag and member or the page and line.
 */
const root = path.resolve(__dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const api = requireRelease(root).api.components;
const metadata = readComponentMetadata(root);
const docs = (readdirSync(path.join(root, "content/docs"), { recursive: true }) as string[])
  .filter((file) => file.endsWith(".mdx"))
  .map((file) => ({ file: `content/docs/${file}`, source: read(`content/docs/${file}`) }))
  .map(({ file, source }) => ({ file, source, page: analyseMdx(source, file) }));

describe("web-component metadata", () => {
  it("describes every member of the release in Dutch, none left to review, none the release lacks", () => {
    expect(descriptionProblems(api, readDescriptions(root))).toEqual([]);
  });
});

describe("doc pages", () => {
  const pagesByTag = new Map<string, string[]>();
  for (const { file, page } of docs)
    for (const tag of apiTagsIn(page)) pagesByTag.set(tag, [...(pagesByTag.get(tag) ?? []), file]);

  it("show the API of every public web component somewhere", () => {
    expect(unshownComponents(metadata, pagesByTag)).toEqual([]);
  });

  it.each(metadata.filter((component) => component.private).map((component) => [component.tag]))(
    "show no API block for internal %s, and say it is internal where they name it",
    (tag) => {
      expect(pagesByTag.get(tag)).toBeUndefined();
      const silent = docs
        .filter(({ source }) => source.includes(tag) && !/\bintern(e|)\b/i.test(source))
        .map(({ file }) => file);
      expect(silent).toEqual([]);
    },
  );

  // Maintainers' guides show made-up components to explain how to write new ones, so they are left out.
  const usePages = docs.filter(({ file }) => !file.startsWith("content/docs/voor-maintainers/"));
  it.each(usePages.map(({ file, page }) => [file, page] as const))(
    "%s names only members that exist",
    (_file, page) => {
      expect(apiUseProblems(page, metadata)).toEqual([]);
    },
  );
});
