import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MEMBER_KINDS, type WebComponent } from "../src/article/shared/webComponentApi";
import { apiTagsIn, unshownComponents } from "../src/article/build/componentApiPages";
import { metadataProblems, type FactComponent } from "./componentFacts";
import { analyseMdx } from "../src/node/mdxAnalysis";
import { apiUseProblems } from "./contentRules";

/**
 * content/web-components.json against facts/web-components.json, and the component pages against
 * both: every problem is listed at once, naming the tag and member or the page and line.
 */
const root = path.resolve(__dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const facts = JSON.parse(read("facts/web-components.json")).components as FactComponent[];
const metadata = JSON.parse(read("content/web-components.json")).components as WebComponent[];
const docs = (readdirSync(path.join(root, "content/docs"), { recursive: true }) as string[])
  .filter((file) => file.endsWith(".mdx"))
  .map((file) => ({ file: `content/docs/${file}`, source: read(`content/docs/${file}`) }))
  .map(({ file, source }) => ({ file, source, page: analyseMdx(source, file) }));

describe("web-component metadata", () => {
  it("has every component, member and field of the facts, each member described in Dutch", () => {
    expect(metadataProblems(facts, metadata)).toEqual([]);
  });

  it("never shows the facts' English notes", () => {
    const notes = facts
      .flatMap((fact) => MEMBER_KINDS.flatMap((kind) => fact[kind].map((member) => member.sourceNote ?? "")))
      .filter((note) => note.length > 20);
    const text = read("content/web-components.json");
    expect(notes.filter((note) => text.includes(note))).toEqual([]);
    expect(text).not.toContain("sourceNote");
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
