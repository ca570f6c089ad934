const babelJest = require("babel-jest").default;

// Tests run in Node: Gatsby's preset for its "test" stage, not the browser targets in babel.config.js.
module.exports = babelJest.createTransformer({
  configFile: false,
  babelrc: false,
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
});
