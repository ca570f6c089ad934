/** @jest-environment node */
import type { CreateWebpackConfigArgs } from "gatsby";
import { tuneWebpack } from "../webpackHook";

/** What tuneWebpack defines for the develop stage's bundle, with GATSBY_TEST_PAGES as given. */
function definitionsWith(testPages: string | undefined): Record<string, string> {
  const saved = process.env.GATSBY_TEST_PAGES;
  if (testPages === undefined) delete process.env.GATSBY_TEST_PAGES;
  else process.env.GATSBY_TEST_PAGES = testPages;
  const config = { resolve: { alias: {} }, module: { rules: [] }, plugins: [] as Array<Record<string, string>> };
  try {
    tuneWebpack({
      stage: "develop",
      getConfig: () => config,
      actions: { replaceWebpackConfig: () => undefined },
      plugins: { define: (definitions: Record<string, string>) => definitions },
    } as unknown as CreateWebpackConfigArgs);
  } finally {
    if (saved === undefined) delete process.env.GATSBY_TEST_PAGES;
    else process.env.GATSBY_TEST_PAGES = saved;
  }
  return Object.assign({}, ...config.plugins);
}

describe("the webpack hook", () => {
  it("lets the MDX renderer read the test build's own docs in the test build only", () => {
    expect(definitionsWith("true").__TEST_CONTENT__).toBe("true");
    expect(definitionsWith(undefined).__TEST_CONTENT__).toBe("false");
    expect(definitionsWith("false").__TEST_CONTENT__).toBe("false");
  });
});
