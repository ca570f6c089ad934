import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runLinkCheck, sourceOfPage, type LinkCheckArgs } from "../linkCheckHook";

/**
 * The fixture build: the link check the real build runs (plugins/post-build/postBuild.ts), pointed at a
 * small built site. A full Gatsby build takes minutes on this machine; the check only reads
 * public/ and Gatsby's page and MDX nodes, which the fixture provides.
 */
const FIXTURES = path.join(__dirname, "fixtures");
const PROJECT = "/project";

const NODES: Record<string, object[]> = {
  SitePage: [
    { path: "/", component: `${PROJECT}/src/pages/index.tsx` },
    {
      path: "/intro",
      component: `${PROJECT}/src/templates/doc.tsx`,
      context: { source: "content/docs/intro.mdx" },
    },
    {
      path: "/components/accordion",
      component: `${PROJECT}/src/templates/doc.tsx`,
      context: { source: "content/docs/components/accordion.mdx" },
    },
    {
      path: "/components/form-group/",
      component: `${PROJECT}/src/templates/doc.tsx`,
      context: { source: "content/docs/components/form-group/index.mdx" },
    },
    { path: "/404/", component: `${PROJECT}/src/pages/404.tsx` },
    { path: "/404.html", component: `${PROJECT}/src/pages/404.tsx` },
  ],
  Mdx: [
    { fields: { route: "/intro", sourcePath: "content/docs/intro.mdx" } },
    { fields: { route: "/components/accordion", sourcePath: "content/docs/components/accordion.mdx" } },
    { fields: { route: "/components/form-group/", sourcePath: "content/docs/components/form-group/index.mdx" } },
  ],
};

function fakeArgs(extraMdx: object[] = []) {
  const reporter = { panicOnBuild: jest.fn(), warn: jest.fn(), info: jest.fn() };
  const getNodesByType = (type: string) => [...(NODES[type] ?? []), ...(type === "Mdx" ? extraMdx : [])];
  return { reporter, args: { reporter, getNodesByType, pathPrefix: "/master" } as unknown as LinkCheckArgs };
}

const run = (site: string, args: LinkCheckArgs) => runLinkCheck(args, path.join(FIXTURES, site), PROJECT);

describe("link check over a built site", () => {
  it("fails the build on broken links, listing each with its page, source and target", () => {
    const { reporter, args } = fakeArgs();
    run("site-broken", args);
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    const message: string = reporter.panicOnBuild.mock.calls[0][0];
    expect(message).toContain("2 internal link(s) to 2 missing target(s)");
    expect(message).toContain("on /master/intro (content/docs/intro.mdx): /master/components/buttons");
    expect(message).toContain(
      "on /master/components/accordion (content/docs/components/accordion.mdx): /master/blog/2099/01/01/toekomst?x=1&y=2",
    );
    // Links inside scripts, comments and code samples are not links.
    expect(message).not.toMatch(/not-a-link|commented-out|in-code/);
  });

  it("only warns about broken links when DSO_BROKEN_LINKS=warn, and says the build would have failed", () => {
    process.env.DSO_BROKEN_LINKS = "warn";
    try {
      const { reporter, args } = fakeArgs();
      run("site-broken", args);
      expect(reporter.panicOnBuild).not.toHaveBeenCalled();
      expect(reporter.warn).toHaveBeenCalledWith(
        expect.stringMatching(/\/master\/components\/buttons[\s\S]*would otherwise have failed/),
      );
    } finally {
      delete process.env.DSO_BROKEN_LINKS;
    }
  });

  it("only warns about a broken anchor", () => {
    const { reporter, args } = fakeArgs();
    run("site-broken", args);
    const warnings = reporter.warn.mock.calls.map((call) => call[0] as string).join("\n");
    expect(warnings).toContain('/master/intro#bestaat-niet — /master/intro has no element with id "bestaat-niet"');
    expect(warnings).not.toContain("aan-de-slag");
  });

  it("passes a site whose links all resolve, whatever their trailing slash or .html", () => {
    const { reporter, args } = fakeArgs();
    run("site-clean", args);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(reporter.warn).not.toHaveBeenCalled();
    expect(reporter.info).toHaveBeenCalledWith(expect.stringContaining("6 pages, no broken links"));
  });

  it("warns about a duplicate route, naming both sources", () => {
    const { reporter, args } = fakeArgs([
      { fields: { route: "/components/form-group", sourcePath: "content/docs/components/form-group.mdx" } },
    ]);
    run("site-clean", args);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(reporter.warn).toHaveBeenCalledWith(
      expect.stringContaining(
        "/master/components/form-group: content/docs/components/form-group.mdx and content/docs/components/form-group/index.mdx",
      ),
    );
  });

  it("is the hook the post-build plugin runs after the build", async () => {
    const project = mkdtempSync(path.join(tmpdir(), "dso-linkcheck-"));
    const cwd = process.cwd();
    try {
      cpSync(path.join(FIXTURES, "site-broken"), path.join(project, "public"), { recursive: true });
      // The post-build steps before the link check read the pages' data (none here).
      mkdirSync(path.join(project, "public", "page-data"));
      process.chdir(project);
      let onPostBuild: ((args: LinkCheckArgs, options: object, callback: () => void) => Promise<void>) | undefined;
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules loads synchronously
        onPostBuild = require("../gatsby-node").onPostBuild;
      });
      const { reporter, args } = fakeArgs();
      await onPostBuild!(args, {}, () => undefined);
      expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("/master/components/buttons"));
    } finally {
      process.chdir(cwd);
      rmSync(project, { recursive: true, force: true });
    }
  });
});

describe("sourceOfPage", () => {
  it("names the MDX file behind a template page, or the page component", () => {
    const doc = {
      path: "/intro",
      component: "/p/src/templates/doc.tsx",
      context: { source: "content/docs/intro.mdx" },
    };
    expect(sourceOfPage(doc, "/p")).toBe("content/docs/intro.mdx");
    expect(sourceOfPage({ path: "/", component: "/p/src/pages/index.tsx" }, "/p")).toBe("src/pages/index.tsx");
  });
});
