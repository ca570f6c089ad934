import type { CreateWebpackConfigArgs } from "gatsby";
import { readFileSync } from "node:fs";
import path from "node:path";
import TerserPlugin from "terser-webpack-plugin";
import { MdxInBrowserCheck } from "../article/build/mdxInBrowser";
import { browserBuildId, chunkScripts, SEARCH_CHUNKS } from "./browserStats";
import { minifiedHeadScripts } from "./headScriptSources";
import { webpackAliases } from "./pathAliases";
import { isTerser, shortClassNames, tuneRules } from "./webpackConfig";

/**
 * onCreateWebpackConfig: build speed and a smaller browser bundle (src/node/webpackConfig.ts;
 * each change and its figures: docs/decisions/0003-gatsbys-webpack-configuration.md).
 * Source maps are a large share of a cold build and nobody reads them: the site sends its errors
 * nowhere, and a page that fails to render still fails with our message naming the bad input.
 * SOURCE_MAPS=1 keeps them, for a code frame in such an error or for bundle analysis. swc
 * minifies in a fraction of Terser's time (Terser runs one worker on two cores), and as small.
 */
export function tuneWebpack({ stage, actions, getConfig, plugins }: CreateWebpackConfigArgs): void {
  const config = getConfig();
  // The import aliases (src/node/pathAliases.ts), in every stage: the browser and the server render.
  config.resolve.alias = { ...config.resolve.alias, ...webpackAliases(process.cwd()) };
  config.module.rules = shortClassNames(tuneRules(config.module.rules));
  // The test build's own docs (gatsby-config.ts) reach the MDX renderer only there (src/article/mdx/MdxBody.tsx).
  config.plugins.push(plugins.define({ __TEST_CONTENT__: JSON.stringify(process.env.GATSBY_TEST_PAGES === "true") }));
  if ((stage === "build-javascript" || stage === "build-html") && !process.env.SOURCE_MAPS) config.devtool = false;
  // No webpack file cache for builds: writing it cost a large share of the HTML renderer's time
  // on a cold build, the kind the benchmark and CI run.
  if (stage === "build-javascript" || stage === "build-html") config.cache = false;
  if (stage === "build-javascript") {
    // Gatsby targets ES5, so webpack's own code (runtime, module wrappers) used function
    // expressions; our browserslist has arrow functions, const and destructuring everywhere.
    config.target = ["browserslist"];
    // Built pages carry their article as HTML in their data (src/article/shared/articleContext.ts): the browser
    // bundles no MDX, and the build fails when an import brings some in (src/article/build/mdxInBrowser.ts).
    config.plugins.push(new MdxInBrowserCheck());
    config.plugins.push(
      plugins.normalModuleReplacement(
        /article[\\/]mdx[\\/]MdxBody\.tsx$/,
        path.resolve("src/article/browser/MdxBody.browser.tsx"),
      ),
    );
    config.optimization.minimizer = config.optimization.minimizer.map((plugin: unknown) =>
      isTerser(plugin)
        ? new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { ecma: 2020, passes: 2 } } })
        : plugin,
    );
  }
  // What pages need of the browser bundle (src/node/browserStats.ts): the search worker's and
  // engine's scripts to prefetch, and the build id that makes the renderer change whenever any browser file does.
  if (stage === "build-html" || stage === "develop-html") {
    const stats = stage === "build-html" ? JSON.parse(readFileSync("public/webpack.stats.json", "utf8")) : undefined;
    config.plugins.push(
      plugins.define({
        __PREFETCHED_SCRIPTS__: JSON.stringify(stats ? SEARCH_CHUNKS.flatMap((name) => chunkScripts(stats, name)) : []),
        __BROWSER_BUILD__: JSON.stringify(stats ? browserBuildId(stats) : "develop"),
        // The inline scripts, minified here so that swc stays out of the renderer (src/lib/headScripts.ts).
        __HEAD_SCRIPTS__: JSON.stringify(minifiedHeadScripts()),
      }),
    );
  }
  actions.replaceWebpackConfig(config);
}
