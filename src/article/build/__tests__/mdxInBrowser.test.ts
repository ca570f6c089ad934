import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { COMPILED_MDX, mdxInBrowserProblem, scriptsWithMdx } from "../mdxInBrowser";

// MDXContent as gatsby-plugin-mdx compiles it (from the server bundle of a build), and as swc
// minifies it for the browser.
const COMPILED = `function MDXContent(props = {}) {
  const {wrapper: MDXLayout} = Object.assign({}, (0,_mdx_js_react__WEBPACK_IMPORTED_MODULE_1__/* .useMDXComponents */ .RP)(), props.components);
  return MDXLayout ? React.createElement(MDXLayout, props, React.createElement(_createMdxContent, props)) : _createMdxContent(props);
}`;
const MINIFIED = `export default function(n={}){let{wrapper:o}=Object.assign({},t(),n.components);return o?e.createElement(o,n,e.createElement(r,n)):r(n)};`;
const MDX3 = `const {wrapper: MDXLayout} = {...useMDXComponents(), ...props.components};`;

describe("COMPILED_MDX", () => {
  it("finds compiled MDX, minified or not", () => {
    for (const code of [COMPILED, MINIFIED, MDX3]) expect(COMPILED_MDX.test(code)).toBe(true);
  });
  it("finds nothing in the site's own scripts", () => {
    const app = `const{wrapper:a}=b;function c(e){return e.components}var d={wrapper:"div"};`;
    expect(COMPILED_MDX.test(app)).toBe(false);
  });
});

describe("scriptsWithMdx and mdxInBrowserProblem", () => {
  it("name each browser script with compiled MDX, and only those", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mdx-in-browser-"));
    writeFileSync(path.join(dir, "app-1a2b3.js"), "console.log(1)");
    writeFileSync(path.join(dir, "123-abcde.js"), MINIFIED);
    writeFileSync(path.join(dir, "page.html"), MINIFIED);
    expect(scriptsWithMdx(dir)).toEqual(["123-abcde.js"]);
    expect(mdxInBrowserProblem(dir)).toMatch(
      /^1 browser script\(s\) contain compiled MDX.*\n {2}public\/123-abcde\.js$/s,
    );
  });
  it("say nothing when no script has any", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mdx-in-browser-"));
    writeFileSync(path.join(dir, "app-1a2b3.js"), "console.log(1)");
    expect(mdxInBrowserProblem(dir)).toBeUndefined();
  });
});
