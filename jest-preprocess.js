const babelJest = require("babel-jest").default;

module.exports = babelJest.createTransformer({
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
});
