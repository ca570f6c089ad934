declare const __PATH_PREFIX__: string;
declare module "*.module.css" {
  const classes: { readonly [name: string]: string };
  export = classes;
}
/** Defined for the HTML renderer by src/node/webpackHook.ts from the browser bundle (src/node/browserStats.ts). */
declare const __PREFETCHED_SCRIPTS__: string[];
declare const __BROWSER_BUILD__: string;
/** True in the test build (GATSBY_TEST_PAGES=true), whose docs include e2e/content (src/node/webpackHook.ts). */
declare const __TEST_CONTENT__: boolean;
/** A font file imported for its address (webpack copies it to static/ with a content hash). */
declare module "*.woff2" {
  const url: string;
  export default url;
}
/** webpack's context module (src/article/mdx/MdxBody.tsx): the files of a folder that match a pattern. */
declare namespace NodeJS {
  interface Require {
    context(folder: string, deep: boolean, pattern: RegExp): { (key: string): unknown; keys(): string[] };
  }
}
