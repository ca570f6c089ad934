/**
 * The layering of the code, checked by dependency-cruiser (src/__tests__/layers.test.ts runs it over
 * the project and over a fixture that breaks every rule). Paths are relative to the folder the cruise
 * starts in. Type-only and dynamic imports count too: a type import is where a runtime import starts.
 * Test code may import anything, but may not import site.config.ts around its alias, and takes no
 * part in the layering.
 */
const { existsSync } = require("node:fs");

/** Test code: the tests' own folders beside the code, and the folders of the other test stages. */
const TEST = "(^|/)__(tests|fixtures|snapshots|mocks)__/|^(e2e|checks|integration|__tests__)/";

/**
 * Code that runs in the browser (and in Gatsby's server-side rendering): the shell, the pages and
 * templates, the message catalogue, src/lib and src/types, and the browser parts of the features.
 */
const RUNTIME = [
  "src/(components|hooks|pages|templates|i18n|lib|types)/",
  "src/article/(shared|islands|mdx|browser)/",
  "src/(blog|docs)/(shared|ui)/",
  "src/search/(ui|client|worker|engine)/",
  "gatsby-(browser|ssr)\\.tsx$",
];
/** Code that runs in Node at build time: src/node, the release sync, the features' build folders, the plugins (the content model is plugins/content-model). */
const BUILD_TIME = ["src/node/", "src/release/", "src/(article|blog|docs|search)/build/", "plugins/"];
/** Folders of src without code of either side: data, styles, and the tests' own. */
const NEITHER = ["src/(data|styles|__tests__|__fixtures__)/", "src/gatsby-types\\.d\\.ts$"];

const anyOf = (paths) => `^(${paths.join("|")})`;

/**
 * The parts of each feature (decision 0018) and, for each, the parts it may import besides itself.
 * An entry may also name one file.
 */
const FEATURE_PARTS = {
  // browser → mdx → islands → shared, browser → islands; build → shared. The copy button draws itself
  // with the code block's stylesheet.
  article: {
    shared: [],
    islands: ["shared/", "mdx/styles\\.module\\.css$"],
    mdx: ["islands/", "shared/"],
    browser: ["mdx/", "islands/", "shared/"],
    build: ["shared/"],
  },
  blog: { build: ["shared/"], shared: [], ui: ["shared/"] },
  docs: { build: ["shared/"], shared: [], ui: ["shared/"] },
  // ui → client → worker → engine; build → engine, and worker/transport.ts, the encoding the worker reads.
  search: {
    ui: ["client/", "engine/"],
    client: ["worker/", "engine/"],
    worker: ["engine/"],
    engine: [],
    build: ["engine/", "worker/transport\\.ts$"],
  },
};
/** The other features each feature may import: the blog, the docs and search use the article. */
const FEATURE_USES = { article: [], blog: ["article"], docs: ["article"], search: ["article"] };

const featureRules = Object.entries(FEATURE_PARTS).flatMap(([feature, parts]) => [
  ...Object.entries(parts).map(([part, allowed]) => ({
    name: `${feature}-${part}-direction`,
    comment: `src/${feature}/${part} imports only ${allowed.length ? allowed.join(", ") : "itself"} of src/${feature}`,
    severity: "error",
    from: { path: `^src/${feature}/${part}/`, pathNot: TEST },
    to: {
      path: `^src/${feature}/`,
      pathNot: anyOf([`src/${feature}/${part}/`, ...allowed.map((to) => `src/${feature}/${to}`)]),
    },
  })),
  {
    name: `${feature}-other-features`,
    comment: `src/${feature} imports no feature but ${FEATURE_USES[feature].join(", ") || "none"}`,
    severity: "error",
    from: { path: `^src/${feature}/`, pathNot: TEST },
    to: {
      path: anyOf(
        Object.keys(FEATURE_PARTS)
          .filter((other) => other !== feature)
          .map((other) => `src/${other}/`),
      ),
      pathNot: anyOf([`src/${feature}/`, ...FEATURE_USES[feature].map((other) => `src/${other}/`)]),
    },
  },
]);

module.exports = {
  forbidden: [
    {
      name: "runtime-imports-build-code",
      comment: "Browser code never imports build-time code",
      severity: "error",
      from: { path: anyOf(RUNTIME), pathNot: TEST },
      to: { path: anyOf(BUILD_TIME) },
    },
    {
      name: "runtime-imports-node",
      comment: "Browser code never imports Node's own modules",
      severity: "error",
      from: { path: anyOf(RUNTIME), pathNot: TEST },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "unsorted-folder",
      comment: "Every folder of src is on one side (runtime, build time, or neither), so a new folder has to say which",
      severity: "error",
      from: { path: "^src/", pathNot: `${anyOf([...RUNTIME, ...BUILD_TIME, ...NEITHER])}|${TEST}` },
      to: {},
    },
    {
      name: "unsorted-folder-without-imports",
      comment: "The same, for a file that imports nothing",
      severity: "error",
      from: { orphan: true, path: "^src/", pathNot: `${anyOf([...RUNTIME, ...BUILD_TIME, ...NEITHER])}|${TEST}` },
      to: {},
    },
    ...featureRules,
    {
      name: "no-cycle",
      comment: "No files import each other in a circle",
      severity: "error",
      from: { pathNot: TEST },
      to: { circular: true },
    },
    {
      name: "no-folder-cycle",
      comment: "No folder imports a folder that imports it back",
      severity: "error",
      scope: "folder",
      from: { pathNot: TEST },
      to: { circular: true, pathNot: TEST },
    },
    {
      name: "site-config-by-its-alias",
      comment: "site.config.ts is imported as @site-config (src/node/pathAliases.ts), never by a relative path",
      severity: "error",
      from: {},
      to: { path: "^site\\.config\\.ts$", dependencyTypes: ["local"], dependencyTypesNot: ["aliased"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Test code takes no part in the layering: a folder's tests would join the folder's imports.
    exclude: { path: `^(node_modules|public|\\.cache)/|${TEST}` },
    // The aliases of tsconfig.json's paths (@site-config), where the project has one.
    ...(existsSync("tsconfig.json") ? { tsConfig: { fileName: "tsconfig.json" } } : {}),
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] },
  },
};
