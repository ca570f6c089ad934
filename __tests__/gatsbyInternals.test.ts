import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The fences around what this site relies on in Gatsby that Gatsby does not promise: private
 * globals, file paths and markup inside the installed packages
 * (docs/decisions/0029-what-the-site-relies-on-in-gatsbys-internals.md). Each test names its
 * workaround and reads the installed files for the string or shape the workaround needs, so a
 * Gatsby upgrade that changes one fails here, naming what to look at, instead of silently undoing
 * the workaround or breaking the site.
 */

const MODULES = path.resolve(__dirname, "..", "node_modules");
const read = (file: string) => readFileSync(path.join(MODULES, file), "utf8");
const versionOf = (name: string) => (JSON.parse(read(`${name}/package.json`)) as { version: string }).version;

describe("patches/ (patch-package, applied by npm install)", () => {
  const patches = readdirSync(path.resolve(__dirname, "..", "patches"));

  test.each(patches)("%s is made for the installed version", (patch) => {
    const [, name, version] = /^(.+)\+([^+]+)\.patch$/.exec(patch)!;
    expect(`${name}@${versionOf(name.replace("+", "/"))}`).toBe(`${name}@${version}`);
  });

  test("gatsby: find-path decodes the path with decodeURI (an unknown /a%3F is not the page /a)", () => {
    expect(read("gatsby/cache-dir/find-path.js")).toContain("decodeURI(pathPart)");
  });

  test("gatsby-react-router-scroll: a hash that is not valid percent-encoding does not crash the page", () => {
    expect(read("gatsby-react-router-scroll/scroll-handler.js")).toContain("decodeHashOrEmpty(hash)");
  });
});

describe("gatsby-browser.tsx", () => {
  test("the progress bar's timer wraps window.___navigate, which Gatsby sets and every Link and navigate() call", () => {
    expect(read("gatsby/cache-dir/navigation.js")).toContain("window.___navigate = (to, options) =>");
    const link = read("gatsby-link/dist/index.js");
    // Link's click handler and the exported navigate().
    expect(link.match(/window\.___navigate\(/g)?.length).toBeGreaterThanOrEqual(2);
    // Our wrapper is installed in onInitialClientRender, which runs once the app has rendered.
    expect(read("gatsby/cache-dir/production-app.js")).toContain("apiRunner(`onInitialClientRender`)");
  });

  test("the hydration and the focus after a hash link find Gatsby's #gatsby-focus-wrapper", () => {
    expect(read("gatsby/cache-dir/production-app.js")).toContain('id="gatsby-focus-wrapper"');
    expect(read("gatsby/cache-dir/static-entry.js")).toContain('<Router id="gatsby-focus-wrapper"');
  });
});

describe("gatsby-ssr.tsx", () => {
  test("onPreRenderHTML links the stylesheet that Gatsby inlines as <style data-href>", () => {
    expect(read("gatsby/cache-dir/static-entry.js")).toMatch(/<style\s[^>]*\n?\s*data-href=\{/);
  });
});

describe("src/node/webpackHook.ts", () => {
  test("webpack.stats.json is written by the browser build, which runs before the HTML renderer is configured", () => {
    expect(read("gatsby/dist/utils/gatsby-webpack-stats-extractor.js")).toContain("`webpack.stats.json`");
    const build = read("gatsby/dist/commands/build.js");
    expect(build.indexOf("Building production JavaScript and CSS bundles")).toBeGreaterThan(-1);
    expect(build.indexOf("Building production JavaScript and CSS bundles")).toBeLessThan(
      build.indexOf("Building HTML renderer"),
    );
  });

  test("Gatsby's class-name pattern and minimizer are what webpackConfig.ts replaces", () => {
    const utils = read("gatsby/dist/utils/webpack-utils.js");
    expect(utils).toContain("localIdentName: `[name]--[local]--[hash:hex:5]`");
    expect(utils).toContain('require("terser-webpack-plugin")');
    // MDX skips Babel: gatsby-plugin-mdx's rule tests .mdx and picks its loaders per module.
    expect(read("gatsby-plugin-mdx/dist/gatsby-node.js")).toMatch(/test: \/\\\.mdx\?\$\/,\s*use: \(\{/);
  });
});

describe("plugins/content-model/staleCache.ts", () => {
  test("a missing public/ makes Gatsby start from a clean cache (the build after develop)", () => {
    expect(read("gatsby/dist/services/initialize.js")).toContain(
      "const cacheIsCorrupt = cacheDirExists && !publicDirExists;",
    );
  });

  test("gatsby-cli names the command in process.env.gatsby_executing_command (a build after develop)", () => {
    expect(read("gatsby-cli/lib/create-cli.js")).toContain("gatsby_executing_command");
  });
});

describe("plugins/*/package.json", () => {
  // A change to the code that makes nodes drops the cache
  // (docs/decisions/0021-a-change-to-the-code-that-makes-nodes-drops-the-cache.md).
  test("a local plugin without a version is versioned by a hash of its folder's files", () => {
    expect(read("gatsby/dist/bootstrap/load-plugins/resolve-plugin.js")).toMatch(
      /packageJSON\.version\) \|\| \(0, _createHash\.createFileContentHash\)\(localPluginPath, `\*\*`\)/,
    );
  });

  test("no local plugin has a version, so each is hashed", () => {
    const plugins = path.resolve(__dirname, "..", "plugins");
    const versions = readdirSync(plugins).map((name) => {
      const pkg = JSON.parse(readFileSync(path.join(plugins, name, "package.json"), "utf8")) as { version?: string };
      return [name, pkg.version];
    });
    expect(versions.length).toBeGreaterThan(2);
    expect(versions.filter(([, version]) => version !== undefined)).toEqual([]);
  });
});

describe("plugins/post-build/securityPolicy.ts", () => {
  test("the two elements whose style attributes the build moves into global.css", () => {
    expect(read("gatsby/cache-dir/route-announcer-props.js")).toMatch(/id: `gatsby-announcer`,\s*style: \{/);
    expect(read("gatsby/cache-dir/static-entry.js")).toContain('<Router id="gatsby-focus-wrapper"');
  });
});
