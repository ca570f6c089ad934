import { createDocPages } from "../createDocPages";
import { validateDocReferences } from "../../../node/validateConfig";
import { pageExampleProblems } from "../../../article/build/pageExamples";

// What a page shows of examples, sources and component APIs is tested with those modules; here they find nothing.
jest.mock("../../../article/build/pageExamples", () => ({ pageExampleProblems: jest.fn(() => []) }));
jest.mock("../../../article/shared/componentSources", () => ({
  ...jest.requireActual("../../../article/shared/componentSources"),
  sourceProblems: () => [],
}));
jest.mock("../../../../plugins/content-model/componentApiPages", () => ({
  componentApiFor: () => [],
  deprecationProblems: () => [],
  unshownComponents: () => [],
}));
jest.mock("../../../node/validateConfig", () => ({ validateDocReferences: jest.fn() }));
// A release whose changelog names the Knop component twice.
jest.mock("../../../../plugins/content-model/releaseFiles", () => ({
  readDescriptions: () => ({
    about: "",
    components: { "dso-weg": { props: { open: "Een beschrijving van niets." } } },
  }),
  requireRelease: () => ({
    release: { version: "82.0.0", tag: "v82.0.0" },
    api: { components: [] },
    stories: { stories: { storybook: [], react: [], angular: [] } },
    sources: { folders: { core: [], angular: [], react: [], "html-css": [] } },
    history: {
      releases: [
        {
          version: "82.0.0",
          date: "2026-01-02",
          changes: [{ component: "Knop", kind: "fixed", breaking: false, issues: [2] }],
        },
        {
          version: "81.0.0",
          date: null,
          changes: [{ component: "Knop (Web Component)", kind: "added", breaking: true, issues: [] }],
        },
      ],
    },
  }),
}));

const doc = (
  id: string,
  title: string,
  route: string,
  sourcePath: string,
  categoryLabels: string[] = [],
  implementations: string[] = [],
) => ({
  id,
  title,
  route,
  docId: route.replace(/^\/|\/$/g, ""),
  sourcePath,
  implementations,
  categoryLabels,
  mdx: { body: "Tekst." },
});

const link = (label: string, route: string) => ({ type: "link", label, route, categoryPath: null });

function gatsby() {
  const data = {
    allDoc: {
      nodes: [
        doc("doc-intro", "Introductie", "/intro", "content/docs/intro.mdx"),
        doc("doc-knop", "Knop", "/components/knop", "content/docs/components/knop.mdx", ["Componenten"], ["core"]),
      ],
    },
    docSidebar: {
      items: [
        link("Introductie", "/intro"),
        { type: "category", label: "Componenten", route: null, categoryPath: "components" },
      ],
      categories: [{ path: "components", items: [link("Knop", "/components/knop")] }],
    },
    allWebComponent: { nodes: [] },
    allBlogPost: {
      nodes: [
        { version: "82.0.0", route: "/blog/2026/01/02/dso-toolkit-82.0.0" },
        { version: null, route: "/blog/x" },
      ],
    },
  };
  return {
    graphql: jest.fn().mockResolvedValue({ data }),
    actions: { createPage: jest.fn() },
    reporter: { panicOnBuild: jest.fn() },
  };
}

describe("doc pages in Gatsby", () => {
  it("creates a page per Doc node, whose context names that node for the template's query", async () => {
    const { graphql, actions, reporter } = gatsby();
    await createDocPages({ graphql, actions, reporter } as never);
    expect(graphql.mock.calls[0][0]).toMatch(/allDoc \{/);
    expect(graphql.mock.calls[0][0]).not.toMatch(/allMdx/);
    const pages = actions.createPage.mock.calls.map(([page]) => page);
    expect(pages.map((page) => page.path)).toEqual(["/intro", "/components/knop"]);
    expect(pages[0].component).toMatch(/src\/templates\/doc\.tsx$/);
    expect(pages[1].context).toEqual({
      id: "doc-knop",
      source: "content/docs/components/knop.mdx",
      headTitle: "Knop",
      crumbs: [{ label: "Componenten" }, { label: "Knop", href: "/components/knop" }],
      previous: { label: "Introductie", href: "/intro" },
      next: undefined,
      history: {
        until: "82.0.0",
        entries: [
          {
            version: "82.0.0",
            date: "2026-01-02",
            post: "/blog/2026/01/02/dso-toolkit-82.0.0",
            kinds: ["fixed"],
            breaking: false,
            issues: [2],
          },
          { version: "81.0.0", date: null, post: null, kinds: ["added"], breaking: true, issues: [] },
        ],
      },
    });
    expect(pages[0].context.history).toBeUndefined();
    expect(validateDocReferences).toHaveBeenCalledWith(expect.anything(), {
      sidebars: { docs: expect.any(Array) },
      docIds: new Set(["intro", "components/knop"]),
    });
    expect(reporter.panicOnBuild.mock.calls).toEqual([
      [
        'The docs do not match release 82.0.0 (content/release/; docs/authors.md, "Documenting a new release"), 1 problem(s):\n' +
          "content/api-descriptions.json: <dso-weg> props open is described, but the release has no such member",
      ],
    ]);
  });

  it("reports every page's problems at once, in one stop of the build", async () => {
    const { graphql, actions, reporter } = gatsby();
    (pageExampleProblems as jest.Mock)
      .mockReturnValueOnce(["content/docs/intro.mdx:3: example a"])
      .mockReturnValueOnce(["content/docs/components/knop.mdx:7: example b", "content/docs/components/knop.mdx:9: c"]);
    await createDocPages({ graphql, actions, reporter } as never);
    expect(reporter.panicOnBuild.mock.calls).toEqual([
      [
        'The docs do not match release 82.0.0 (content/release/; docs/authors.md, "Documenting a new release"), 4 problem(s):\n' +
          "content/docs/intro.mdx:3: example a\ncontent/docs/components/knop.mdx:7: example b\ncontent/docs/components/knop.mdx:9: c\n" +
          "content/api-descriptions.json: <dso-weg> props open is described, but the release has no such member",
      ],
    ]);
  });

  it("names each web component, attribute or event a page uses that the release lacks, but not in maintainers' guides", async () => {
    const { graphql, actions, reporter } = gatsby();
    const { data } = (await graphql.mock.results[0]?.value) ?? (await graphql());
    const code = "```html\n<dso-knop open></dso-knop>\n```";
    data.allDoc.nodes[0].mdx.body = `Tekst.\n\n${code}\n`;
    data.allDoc.nodes.push(doc("doc-gids", "Gids", "/voor-maintainers/gids", "content/docs/voor-maintainers/gids.mdx"));
    data.allDoc.nodes[2].mdx = { body: code };
    graphql.mockResolvedValue({ data });
    await createDocPages({ graphql, actions, reporter } as never);
    expect(reporter.panicOnBuild.mock.calls[0][0]).toContain(
      "content/docs/intro.mdx:4: <dso-knop> is not a web component",
    );
    expect(reporter.panicOnBuild.mock.calls[0][0]).not.toContain("gids.mdx");
  });

  it("fails the build when the query fails", async () => {
    const { actions, reporter } = gatsby();
    const graphql = jest.fn().mockResolvedValue({ errors: [new Error("kapot")] });
    await createDocPages({ graphql, actions, reporter } as never);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith("Could not query the docs", expect.anything());
    expect(actions.createPage).not.toHaveBeenCalled();
  });
});
