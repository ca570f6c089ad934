/**
 * Unit tests, in jsdom: each module's tests sit beside it in `__tests__/<module>.test.ts(x)` (under
 * src/ and bench/lib; the root's configuration files' in __tests__/ at the root). Checks of the content
 * (pages and posts against the synced release, the API descriptions, the authors' guide's example queries):
 * checks/*.test.ts. Tests that run real builds are a stage of their own (jest.integration.config.js).
 */
/** Packages that ship only ES modules, which Jest needs compiled like our own code. */
const TRANSFORMED_PACKAGES = ["gatsby", "gatsby-link", "gatsby-script", "@mdx-js/react", "github-slugger"];

/**
 * The MDX parser the build uses (plugins/content-model/markdown.ts: unified with remark-parse, remark-mdx and
 * remark-gfm) and every ES-module package it loads, so the tests read content with the real parser.
 */
const MDX_PARSER_PACKAGES = [
  "unified",
  "bail",
  "trough",
  "is-plain-obj",
  "vfile(-message)?",
  "remark-[\\w-]+",
  "micromark(-[\\w-]+)?",
  "mdast-util-[\\w-]+",
  "unist-util-[\\w-]+",
  "estree-util-[\\w-]+",
  "character-entities(-[\\w-]+)?",
  "character-reference-invalid",
  "decode-named-character-reference",
  "is-(alphabetical|alphanumerical|decimal|hexadecimal)",
  "(parse|stringify)-entities",
  "ccount",
  "zwitch",
  "longest-streak",
  "markdown-table",
  "escape-string-regexp",
  "fault",
];

/** The import aliases of package.json ("alias", src/node/pathAliases.ts), each as an exact module name. */
const ALIASES = Object.fromEntries(
  Object.entries(require("./package.json").alias).map(([name, target]) => [
    `^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`,
    `<rootDir>/${target.replace(/^\.\//, "")}`,
  ]),
);

module.exports = {
  testEnvironment: "jsdom",
  testMatch: ["**/__tests__/**/*.test.ts?(x)", "<rootDir>/checks/*.test.ts"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    ...ALIASES,
    "\\.css$": "identity-obj-proxy",
    "\\.(svg|png|jpg|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
  },
  // integration/: real builds, a stage of its own (jest.integration.config.js).
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/e2e", "<rootDir>/integration"],
  transformIgnorePatterns: [`node_modules/(?!(${[...TRANSFORMED_PACKAGES, ...MDX_PARSER_PACKAGES].join("|")})/)`],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/jest-setup.js"],
  // toBeInTheDocument() and the other DOM matchers, so a test says what it expects of an element.
  setupFilesAfterEnv: ["@testing-library/jest-dom"],
};
