import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { analyseMdx } from "../plugins/content-model/mdxAnalysis";
import { isContentFile } from "../plugins/content-model/routes";
import { requireRelease } from "../plugins/content-model/releaseFiles";
import { colourFigureProblems } from "./colourFigures";

/** Every colour figure on the doc pages against the synced release's colours and the WCAG formula (./colourFigures.ts). */
const root = path.resolve(__dirname, "..");
const colours = requireRelease(root).variables.modules.colors ?? {};
const pages = (readdirSync(path.join(root, "content/docs"), { recursive: true }) as string[])
  .filter(isContentFile)
  .map((file) => `content/docs/${file.split(path.sep).join("/")}`)
  .sort();

describe("colour figures", () => {
  it("the release has colours to check against", () => {
    expect(Object.keys(colours).length).toBeGreaterThan(20);
  });

  it.each(pages.map((file) => [file]))("%s states the release's hex codes and their contrast on white", (file) => {
    const page = analyseMdx(readFileSync(path.join(root, file), "utf8"), file);
    expect(colourFigureProblems(page, colours)).toEqual([]);
  });
});
