import path from "node:path";

/**
 * A built page's browser gets its article as HTML (plugins/post-build/articleBodies.ts,
 * docs/decisions/0008-the-article-reaches-the-browser-as-html-not-as-mdx-script.md), so an import that
 * brings MDX or the MDX components into the browser bundle would make every page load and run them,
 * and their behaviour would only seem to work. The browser build's module graph shows it: this
 * check runs on it as webpack finishes the modules, and fails the compilation naming each module
 * and the module that imports it.
 */

export interface BundledModule {
  /** The module's file, with any `?query` (gatsby-plugin-mdx's `?__contentFilePath=`). */
  resource: string;
  /** The file of a module that imports it, when webpack knows one. */
  issuer?: string;
}

/**
 * The modules that must not be in the browser bundle: MDX and Markdown files, and the two modules
 * that bring in all of the MDX, the server's MdxBody (the browser build swaps it for
 * MdxBody.browser.tsx) and the registry of MDX components (src/article/mdx/index.tsx). A single
 * component such as MdxLink may serve browser code too (the blog's excerpts). Paths relative to
 * `projectDir`, sorted.
 */
export function mdxModules(modules: BundledModule[], projectDir: string): string[] {
  const whole = ["index.tsx", "MdxBody.tsx"].map((name) => path.join(projectDir, "src", "article", "mdx", name));
  const relative = (file: string) => path.relative(projectDir, file.split("?")[0]).split(path.sep).join("/");
  return modules
    .filter(({ resource }) => {
      const file = resource.split("?")[0];
      return /\.mdx?$/.test(file) || whole.includes(file);
    })
    .map(({ resource, issuer }) =>
      issuer ? `${relative(resource)} (imported by ${relative(issuer)})` : relative(resource),
    )
    .sort();
}

/** What the check needs of webpack's compiler; typed here, so the check runs on a stand-in in its test. */
interface Compiler {
  context: string;
  webpack: { WebpackError: new (message: string) => Error };
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        run: (compilation: {
          errors: Error[];
          moduleGraph: { getIssuer(module: unknown): { resource?: string } | null | undefined };
          hooks: {
            finishModules: { tap(name: string, run: (modules: Iterable<{ resource?: string }>) => void): void };
          };
        }) => void,
      ): void;
    };
  };
}

const NAME = "MdxInBrowserCheck";

/** The webpack plugin of the check, for the browser build (src/node/webpackHook.ts). */
export class MdxInBrowserCheck {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        const bundled = [...modules].flatMap((module) =>
          module.resource
            ? [{ resource: module.resource, issuer: compilation.moduleGraph.getIssuer(module)?.resource }]
            : [],
        );
        const found = mdxModules(bundled, compiler.context);
        if (found.length === 0) return;
        const message = [
          `The browser bundle holds ${found.length} module(s) that bring in MDX, which a built page's browser must not load ` +
            '(its article is HTML in the page data: docs/developers.md, "Code"). Remove the import that brings them in:',
          ...found.map((module) => `  ${module}`),
        ].join("\n");
        compilation.errors.push(new compiler.webpack.WebpackError(message));
      });
    });
  }
}
