import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { splitFrontMatter } from "../src/node/frontMatter";
import { docRoute } from "../src/node/routes";
import { componentSourceProblems, type ComponentPage, type ComponentSourcesFile } from "./componentSources";

/**
 * The "Broncode" links of the component pages: content/component-sources.json has an entry for every
 * page with `implementations` in its front matter, agreeing with it. With DSO_REPO set to a clone of
 * the design system's repository, every folder must also exist there at the file's ref.
 */
const root = path.resolve(__dirname, "..");
const sources = JSON.parse(
  readFileSync(path.join(root, "content/component-sources.json"), "utf8"),
) as ComponentSourcesFile;
const pages: ComponentPage[] = (readdirSync(path.join(root, "content/docs"), { recursive: true }) as string[])
  .filter((file) => /\.mdx?$/.test(file))
  .flatMap((file) => {
    const relative = file.split(path.sep).join("/");
    const { data } = splitFrontMatter(readFileSync(path.join(root, "content/docs", file), "utf8"), relative);
    const implementations = data.implementations;
    if (!Array.isArray(implementations)) return [];
    return [{ route: docRoute(relative), file: `content/docs/${relative}`, implementations }];
  });

describe("component sources", () => {
  it("has an entry for every component page, agreeing with its implementations", () => {
    expect(pages.length).toBeGreaterThan(0);
    expect(componentSourceProblems(pages, sources)).toEqual([]);
  });

  const repo = process.env.DSO_REPO;
  (repo ? it : it.skip)(
    `finds every folder at ${sources.ref} in DSO_REPO${repo ? "" : " (skipped: DSO_REPO, a clone of dso-toolkit, is not set)"}`,
    () => {
      const folders = Object.entries(sources.pages).flatMap(([route, entry]) =>
        Object.entries(entry).map(([implementation, folder]) => ({ route, implementation, folder })),
      );
      // One git process for all: `<object> <type> <size>` per folder, or `<name> missing`.
      const answers = execFileSync("git", ["-C", repo!, "cat-file", "--batch-check"], {
        input: folders.map(({ folder }) => `${sources.ref}:${folder}`).join("\n") + "\n",
        encoding: "utf8",
      })
        .trim()
        .split("\n");
      const problems = folders.flatMap(({ route, implementation, folder }, i) =>
        answers[i]?.split(" ")[1] === "tree"
          ? []
          : [`${route}: the ${implementation} folder ${folder} (${answers[i]})`],
      );
      expect(problems).toEqual([]);
    },
  );
});
