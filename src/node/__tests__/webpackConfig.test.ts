import { CLASS_NAME_PATTERN, exportPartOfQuery, isTerser, shortClassNames, tuneRules } from "../webpackConfig";

describe("exportPartOfQuery", () => {
  it("keeps only the export parameter of an MDX page query", () => {
    expect(exportPartOfQuery("?__contentFilePath=/a/b.mdx&export=head")).toBe("?export=head");
    expect(exportPartOfQuery("?export=default&__contentFilePath=/a/b.mdx")).toBe("?export=default");
  });

  it("gives an empty query when there is no export parameter", () => {
    expect(exportPartOfQuery("?__contentFilePath=/a/b.mdx")).toBe("");
    expect(exportPartOfQuery("")).toBe("");
  });

  it("gives two pages the same key, so Babel's presets are built once", () => {
    const a = exportPartOfQuery("?__contentFilePath=/docs/a.mdx&export=default");
    const b = exportPartOfQuery("?__contentFilePath=/docs/b.mdx&export=default");
    expect(a).toBe(b);
  });
});

describe("tuneRules", () => {
  const info = { resourceQuery: "?__contentFilePath=/x.mdx&export=head", issuer: "async-requires.js" };
  type Use = (i: typeof info) => unknown[];
  const babel = "/n/gatsby/dist/utils/babel-loader.js";

  it("rewrites the resource query of loaders that carry one and leaves the rest alone", () => {
    const [rule] = tuneRules([
      {
        test: /\.tsx$/,
        use: ({ resourceQuery }: { resourceQuery: string }) => [
          { loader: babel, options: { stage: "build-javascript", resourceQuery } },
          { loader: "layout", options: { other: 1 } },
          "plain-loader",
        ],
      },
    ]);
    expect((rule.use as Use)(info)).toEqual([
      { loader: babel, options: { stage: "build-javascript", resourceQuery: "?export=head" } },
      { loader: "layout", options: { other: 1 } },
      "plain-loader",
    ]);
  });

  it("drops Babel from the MDX rule only", () => {
    const use = () => [{ loader: babel, options: {} }, { loader: "/n/gatsby-plugin-mdx/dist/gatsby-mdx-loader" }];
    const [mdx, tsx] = tuneRules([
      { test: /\.mdx?$/, use },
      { test: /\.tsx?$/, use },
    ]);
    expect((mdx.use as Use)(info)).toEqual([{ loader: "/n/gatsby-plugin-mdx/dist/gatsby-mdx-loader" }]);
    expect((tsx.use as Use)(info)).toHaveLength(2);
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
