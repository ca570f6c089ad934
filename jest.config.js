/**
 * Unit tests, in jsdom: each module's tests sit beside it in `__tests__/<module>.test.ts(x)` (under
 * src/ and bench/lib; gatsby-node.ts's in __tests__/ at the root). Checks of the content (pages and
 * posts against the facts, the web-component metadata, the README's examples): checks/*.test.ts.
 */
module.exports = {
  testEnvironment: "jsdom",
  testMatch: ["**/__tests__/**/*.test.[jt]s?(x)", "<rootDir>/checks/*.test.ts"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
    "\\.(svg|png|jpg|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/e2e"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-link|gatsby-script|@mdx-js/react|github-slugger)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/jest-setup.js"],
};
