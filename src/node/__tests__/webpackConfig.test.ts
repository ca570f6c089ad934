import { CLASS_NAME_PATTERN, isTerser, shortClassNames, tuneRules } from "../webpackConfig";

describe("tuneRules", () => {
  const info = { resourceQuery: "", issuer: "MdxBody.tsx" };
  type Use = (i: typeof info) => unknown[];
  const babel = "/n/gatsby/dist/utils/babel-loader.js";

  it("drops Babel from the MDX rule only", () => {
    const use = () => [{ loader: babel, options: {} }, { loader: "/n/gatsby-plugin-mdx/dist/gatsby-mdx-loader" }];
    const [mdx, tsx] = tuneRules([
      { test: /\.mdx?$/, use },
      { test: /\.tsx?$/, use },
    ]);
    expect((mdx.use as Use)(info)).toEqual([{ loader: "/n/gatsby-plugin-mdx/dist/gatsby-mdx-loader" }]);
    expect((tsx.use as Use)(info)).toHaveLength(2);
    expect(tsx.use).toBe(use);
  });

  it("keeps rules whose use is not a function as they are", () => {
    const rule = { test: /\.css$/, use: [{ loader: "css" }] };
    expect(tuneRules([rule])[0]).toBe(rule);
  });
});

describe("isTerser", () => {
  it("recognises the Terser plugin by its class and nothing else", () => {
    class TerserPlugin {}
    class CssMinimizerPlugin {}
    expect(isTerser(new TerserPlugin())).toBe(true);
    expect(isTerser(new CssMinimizerPlugin())).toBe(false);
    expect(isTerser(null)).toBe(false);
  });
});

describe("shortClassNames", () => {
  const cssLoader = (modules: object | false) => ({
    loader: "/app/node_modules/css-loader/dist/cjs.js",
    options: { importLoaders: 1, modules },
  });
  const rules = [
    { test: /\.js$/, use: [{ loader: "/app/node_modules/babel-loader/lib/index.js", options: { modules: { x: 1 } } }] },
    {
      oneOf: [
        {
          test: /\.module\.css$/,
          use: [
            "mini-css",
            cssLoader({ namedExport: true, localIdentName: "[name]--[local]--[hash:hex:5]" }),
            "postcss",
          ],
        },
        { test: /\.css$/, use: [cssLoader(false)] },
      ],
    },
  ];

  it("names module classes [local]--[hash], keeping the loader's other options", () => {
    const [js, css] = shortClassNames(rules);
    const [modules, plain] = css.oneOf!;
    expect((modules.use as unknown[])[1]).toEqual(cssLoader({ namedExport: true, localIdentName: CLASS_NAME_PATTERN }));
    expect(CLASS_NAME_PATTERN).toBe("[local]--[hash:hex:5]");
    // Plain CSS and other loaders stay as they were.
    expect(plain).toEqual(rules[1].oneOf![1]);
    expect(js).toEqual(rules[0]);
  });
});
