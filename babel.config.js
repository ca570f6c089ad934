/**
 * Gatsby's preset, given our browserslist as explicit targets. Without targets it
 * adds the array-spread and class transforms for every browser build regardless
 * of the browsers listed, and all of them support both natively.
 */
module.exports = (api) => {
  api.cache(true);
  return { presets: [["babel-preset-gatsby", { targets: require("./package.json").browserslist }]] };
};
