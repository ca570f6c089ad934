import path from "node:path";
import { MdxInBrowserCheck, mdxModules } from "../mdxInBrowser";

const PROJECT = path.resolve("/project");
const file = (relative: string) => path.join(PROJECT, relative);

describe("mdxModules", () => {
  it("names MDX and Markdown files, the MDX component registry and the server's MdxBody, with their importer", () => {
    expect(
      mdxModules(
        [
          { resource: `${file("content/docs/intro.mdx")}?__contentFilePath=${file("content/docs/intro.mdx")}` },
          { resource: file("content/docs/x.md") },
          { resource: file("src/article/mdx/index.tsx"), issuer: file("src/components/Layout/index.tsx") },
          { resource: file("src/article/mdx/MdxBody.tsx") },
        ],
        PROJECT,
      ),
    ).toEqual([
      "content/docs/intro.mdx",
      "content/docs/x.md",
      "src/article/mdx/MdxBody.tsx",
      "src/article/mdx/index.tsx (imported by src/components/Layout/index.tsx)",
    ]);
  });

  it("lets a single MDX component, the components' styles and everything else through", () => {
    expect(
      mdxModules(
        [
          { resource: file("src/article/mdx/styles.module.css") },
          { resource: file("src/article/mdx/MdxLink.tsx") },
          { resource: file("src/article/browser/MdxBody.browser.tsx") },
          { resource: file("node_modules/@mdx-js/react/lib/index.js") },
        ],
        PROJECT,
      ),
    ).toEqual([]);
  });
});

describe("MdxInBrowserCheck", () => {
  function compile(resources: string[]) {
    const errors: Error[] = [];
    let finish!: (modules: Iterable<{ resource?: string }>) => void;
    new MdxInBrowserCheck().apply({
      context: PROJECT,
      webpack: { WebpackError: Error },
      hooks: {
        thisCompilation: {
          tap: (_name, run) =>
            run({
              errors,
              moduleGraph: { getIssuer: () => ({ resource: file("src/pages/index.tsx") }) },
              hooks: { finishModules: { tap: (_finishName, done) => (finish = done) } },
            }),
        },
      },
    });
    finish(resources.map((resource) => ({ resource })));
    return errors.map((error) => error.message);
  }

  it("fails the compilation naming each module of MDX and its importer", () => {
    expect(compile([file("src/article/mdx/index.tsx"), file("src/lib/paths.ts")])).toEqual([
      expect.stringMatching(
        /^The browser bundle holds 1 module\(s\) that bring in MDX.*\n {2}src\/article\/mdx\/index\.tsx \(imported by src\/pages\/index\.tsx\)$/s,
      ),
    ]);
  });

  it("adds no error when the bundle has none", () => {
    expect(compile([file("src/lib/paths.ts"), file("src/article/mdx/styles.module.css")])).toEqual([]);
  });
});
