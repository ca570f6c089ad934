import type { GatsbyNode } from "gatsby";
import { readFileSync } from "node:fs";
import path from "node:path";
import TerserPlugin from "terser-webpack-plugin";
import { siteConfig } from "./site.config";
import { componentApiFor, readComponentMetadata, unshownComponents, type WebComponent } from "./src/node/componentApi";
import { writeRobotsTxt } from "./src/node/sitemap";
import { exampleFactsByRoute, pageExampleProblems } from "./src/node/examples";
import { scanDocs } from "./src/node/docsSource";
import { parsePostFileName } from "./src/node/blog";
import { createBlogPages, writeBlogFeeds } from "./src/node/blogPages";
import { htmlFilesUnder, linkCheckOnPostBuild } from "./src/node/linkCheckHook";
import { applySecurityPolicy, policyOrigins } from "./src/node/securityPolicy";
import { versionOf } from "./src/lib/playground";
import { searchFileResolvers } from "./src/search/build/searchFiles";
import { docId, docRoute } from "./src/node/routes";
import { headTitles } from "./src/node/headTitles";
import { buildDocsVersion, buildSidebar, categoryTrail, type Sidebar } from "./src/node/sidebar";
import { validateConfig } from "./src/node/validateConfig";
import { isTerser, shortClassNames, tuneRules } from "./src/node/webpackConfig";
import { contentProblems, formatProblems } from "./src/node/preflight";
import { dropCacheAfterRemovals, recordContentFiles } from "./src/node/staleCache";
import { stopBuild } from "./src/node/stopBuild";
import { browserBuildId, chunkScripts, SEARCH_ENGINE_CHUNK } from "./src/node/browserStats";

const DOCS_DIR = path.resolve("content/docs");
const docTemplate = path.resolve("src/templates/doc.tsx");

/**
 * Before Gatsby reads anything: a cache that a removed content file made stale is dropped, and
 * content Gatsby would stumble over stops the build with one message naming each file and line
 * (src/node/preflight.ts). DEBUG=1 keeps Gatsby's own reporting of such errors.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  dropCacheAfterRemovals(process.cwd(), "content", (message) => reporter.info(message));
  const problems = contentProblems(process.cwd());
  if (problems.length > 0) stopBuild(formatProblems(problems), reporter);
};

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => recordContentFiles(process.cwd(), "content");

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type Mdx implements Node {
      frontmatter: MdxFrontmatter!
      fields: MdxFields!
    }
    type MdxFrontmatter {
      title: String!
      description: String
      keywords: [String!]
      sidebar_position: Int
      status: String
      implementations: [String!]
      authors: [String!]
    }
    type MdxFields {
      kind: String!
      route: String!
      docId: String
      date: String
      slug: String
      sourcePath: String!
    }
    type DocsVersion implements Node {
      json: String!
    }
  `);
};

/** Kept from sourceNodes for createPages, which names pages after their categories where titles repeat. */
let docsSidebar: Sidebar = [];

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, pathPrefix }) => {
  createResolvers(searchFileResolvers(pathPrefix));
};

export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createContentDigest, reporter }) => {
  try {
    const { docs, categories } = scanDocs(DOCS_DIR);
    const sidebars = { docs: buildSidebar(docs, categories) };
    docsSidebar = sidebars.docs;
    const version = buildDocsVersion(docs, sidebars, siteConfig.baseUrl.replace(/\/$/, ""), "intro");
    // The navbar's doc and sidebar references can only be checked once the docs are known.
    validateConfig(siteConfig, { sidebars, docIds: new Set(version.docs.map((doc) => doc.id)) });
    const json = JSON.stringify(version);
    actions.createNode({
      id: "docs-version-current",
      json,
      internal: { type: "DocsVersion", contentDigest: createContentDigest(json) },
    });
  } catch (error) {
    reporter.panicOnBuild((error as Error).message, error as Error);
  }
};

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter }) => {
  if (node.internal.type !== "Mdx") return;
  const file = getNode(node.parent!) as unknown as { sourceInstanceName: string; relativePath: string };
  const sourcePath = `content/${file.sourceInstanceName}/${file.relativePath}`;
  const frontmatter = (node as unknown as { frontmatter?: { title?: unknown } }).frontmatter;
  if (typeof frontmatter?.title !== "string" || frontmatter.title.trim() === "") {
    reporter.panicOnBuild(`${sourcePath}: the page has no title (front matter "title")`);
    return;
  }
  const field = (name: string, value: string) => actions.createNodeField({ node, name, value });
  field("sourcePath", sourcePath);
  if (file.sourceInstanceName === "docs") {
    field("kind", "doc");
    field("route", docRoute(file.relativePath));
    field("docId", docId(file.relativePath));
  } else if (file.sourceInstanceName === "blog") {
    try {
      const post = parsePostFileName(file.relativePath);
      field("kind", "post");
      field("route", post.route);
      field("date", post.date);
      field("slug", post.slug);
    } catch (error) {
      reporter.panicOnBuild(`content/blog/${(error as Error).message}`);
    }
  }
};

interface DocPagesQuery {
  allMdx: {
    nodes: Array<{
      id: string;
      body: string;
      frontmatter: { title: string; implementations: string[] | null };
      fields: { route: string; sourcePath: string };
      internal: { contentFilePath: string };
    }>;
  };
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  await createBlogPages({ graphql, actions, reporter });
  const result = await graphql<DocPagesQuery>(`
    query DocPages {
      allMdx(filter: { fields: { kind: { eq: "doc" } } }) {
        nodes {
          id
          body
          frontmatter { title implementations }
          fields { route sourcePath }
          internal { contentFilePath }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the docs", result.errors);
    return;
  }
  // Pages that only the browser tests need; a production build never has them.
  if (process.env.GATSBY_TEST_PAGES === "true") {
    actions.createPage({ path: "/test/crash", component: path.resolve("src/templates/crash-test.tsx"), context: {} });
  }
  // Its JSON was checked before the build started (onPreInit).
  const metadata = readComponentMetadata();
  const examplesByRoute = exampleFactsByRoute();
  const titles = headTitles(
    result.data.allMdx.nodes.map((node) => ({
      route: node.fields.route,
      title: node.frontmatter.title,
      trail: categoryTrail(docsSidebar, node.fields.route).map((category) => category.label),
    })),
  );
  const pagesByTag = new Map<string, string[]>();
  for (const node of result.data.allMdx.nodes) {
    let componentApi: WebComponent[];
    try {
      componentApi = componentApiFor(node.body, node.fields.sourcePath, metadata);
    } catch (error) {
      reporter.panicOnBuild((error as Error).message);
      continue;
    }
    for (const { tag } of componentApi) pagesByTag.set(tag, [...(pagesByTag.get(tag) ?? []), node.fields.sourcePath]);
    const examples = examplesByRoute.get(node.fields.route) ?? [];
    for (const problem of pageExampleProblems(node.body, examples, node.frontmatter.implementations ?? [], node.fields.route)) reporter.panicOnBuild(`${node.fields.sourcePath}: ${problem}`);
    actions.createPage({
      path: node.fields.route,
      component: `${docTemplate}?__contentFilePath=${node.internal.contentFilePath}`,
      context: { id: node.id, componentApi, headTitle: titles.get(node.fields.route) },
    });
  }
  for (const problem of unshownComponents(metadata, pagesByTag)) reporter.panicOnBuild(`content/web-components.json: ${problem}`);
};

const checkLinks = linkCheckOnPostBuild();

// Feeds first, so the link rules (product spec "Build-time rules") also see them; broken links fail the build.
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args, options) => {
  writeRobotsTxt();
  await writeBlogFeeds!(args, options, () => undefined);
  await checkLinks!(args, options, () => undefined);
  // Last, once every page is final: the policy holds the hashes of each page's inline scripts.
  const publicDir = path.resolve("public");
  applySecurityPolicy(publicDir, htmlFilesUnder(publicDir), `${args.pathPrefix}/`, policyOrigins(siteConfig.links, versionOf(siteConfig.baseUrl)));
};

// Build speed (src/node/webpackConfig.ts). Source maps cost about ten seconds of a one-minute
// build (measured) and nobody reads them: the site reports no errors anywhere, and a page that
// fails to render still fails with our message naming the bad input. SOURCE_MAPS=1 keeps them,
// for a code frame in such an error or for bundle analysis. swc minifies in a fraction of
// Terser's time (Terser runs one worker on two cores), and as small.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig, plugins }) => {
  const config = getConfig();
  config.module.rules = shortClassNames(tuneRules(config.module.rules));
  if ((stage === "build-javascript" || stage === "build-html") && !process.env.SOURCE_MAPS) config.devtool = false;
  // No webpack file cache for builds: writing it cost 10 s of the HTML renderer's 24 s on a cold
  // build (the benchmark's and CI's, measured).
  if (stage === "build-javascript" || stage === "build-html") config.cache = false;
  if (stage === "build-javascript") {
    // Without [name] the runtime needs no table of every page's long chunk name (about 1.6 KB gzip
    // at 170 pages, growing with content); Gatsby finds each page's files by chunk name anyway.
    // Eight hex digits of hash, not twenty: the runtime lists every chunk's hash, and hashes do not
    // compress (measured: webpack runtime 4.9 → 3.4 KB gzip). The id keeps names unique.
    config.output.chunkFilename = "[id]-[contenthash:8].js";
    // Gatsby targets ES5, so webpack's own code (runtime, module wrappers) used function
    // expressions; our browserslist has arrow functions, const and destructuring everywhere.
    config.target = ["browserslist"];
    // Gatsby bundles two browser files that cannot run on this site: its internal Partytown plugin
    // acts only under `gatsby develop` yet pulls gatsby-script and Partytown (2 KB gzip) into
    // every page, and the service-worker registration runs only when a plugin asks for it.
    const unused = /(internal-plugins[\\/]partytown[\\/]gatsby-browser\.js|[\\/]register-service-worker)$/;
    config.plugins.push(plugins.normalModuleReplacement(unused, path.resolve("src/node/browser/empty.js")));
    config.optimization.minimizer = config.optimization.minimizer.map((plugin: unknown) =>
      isTerser(plugin) ? new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { ecma: 2020, passes: 2 } } }) : plugin,
    );
  }
  // What pages need of the browser bundle (src/node/browserStats.ts): the search engine's script
  // to prefetch, and the build id that makes the renderer change whenever any browser file does.
  if (stage === "build-html" || stage === "develop-html") {
    const stats = stage === "build-html" ? JSON.parse(readFileSync("public/webpack.stats.json", "utf8")) : undefined;
    config.plugins.push(
      plugins.define({
        __PREFETCHED_SCRIPTS__: JSON.stringify(stats ? chunkScripts(stats, SEARCH_ENGINE_CHUNK) : []),
        __BROWSER_BUILD__: JSON.stringify(stats ? browserBuildId(stats) : "develop"),
      }),
    );
  }
  actions.replaceWebpackConfig(config);
};
