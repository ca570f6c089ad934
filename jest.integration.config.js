/**
 * The integration stage of `npm test` (`npm run test:integration`): tests that run real `gatsby build`s
 * of a copy of the project, each for up to a few minutes, apart from the unit tests of jest.config.js.
 */
const unit = require("./jest.config");

module.exports = {
  ...unit,
  testEnvironment: "node",
  testMatch: ["<rootDir>/integration/**/*.test.ts"],
  testPathIgnorePatterns: ["node_modules"],
};
