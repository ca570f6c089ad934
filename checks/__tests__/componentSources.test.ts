import { componentSourceProblems, type ComponentPage, type ComponentSourcesFile } from "../componentSources";

describe("component sources against the pages", () => {
  const page: ComponentPage = {
    route: "/components/alert",
    file: "content/docs/components/alert.mdx",
    implementations: ["core", "react"],
  };
  const good: ComponentSourcesFile = {
    ref: "v81.0.0",
    pages: {
      "/components/alert": {
        core: "packages/core/src/components/alert",
        react: "packages/react/src/components/alert",
      },
    },
    missing: {},
  };

  it("accepts an entry with a folder for each implementation of the page", () => {
    expect(componentSourceProblems([page], good)).toEqual([]);
  });

  it("accepts an implementation the repository has no folder for when the file lists it as missing", () => {
    const sources = { ...good, pages: { "/components/alert": { core: good.pages["/components/alert"].core } } };
    expect(componentSourceProblems([page], { ...sources, missing: { "/components/alert": ["react"] } })).toEqual([]);
  });

  it("names the page and the implementation of every disagreement", () => {
    const sources: ComponentSourcesFile = {
      ref: "v81.0.0",
      pages: {
        "/components/alert": {
          core: "packages/react/src/components/alert",
          angular: "angular-workspace/components/alert",
        },
        "/components/weg": { core: "packages/core/src/components/weg" },
      },
      missing: { "/components/alert": ["html-css"] },
    };
    const badge = { route: "/components/badge", file: "content/docs/components/badge.mdx", implementations: ["core"] };
    expect(componentSourceProblems([page, badge], sources)).toEqual([
      "/components/weg has source folders but no component page",
      "/components/alert (content/docs/components/alert.mdx): the core folder packages/react/src/components/alert is not below packages/core/src/components/",
      "/components/alert (content/docs/components/alert.mdx): links the angular source, but its front matter does not list angular",
      "/components/alert (content/docs/components/alert.mdx): its front matter lists react, which has no source folder; run scripts/component-sources.mjs (README)",
      "/components/alert (content/docs/components/alert.mdx): html-css is listed as missing, but its front matter does not list it",
      "/components/badge (content/docs/components/badge.mdx) has no entry in content/component-sources.json; run scripts/component-sources.mjs (README)",
    ]);
  });
});
