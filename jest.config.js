/** Unit tests: pure logic in src/lib, src/node and src/search, and a few components, in jsdom. */
module.exports = {
  testEnvironment: "jsdom",
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
