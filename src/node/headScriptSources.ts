import { minifySync } from "@swc/core";
import { HEAD_SCRIPTS, type HeadScriptName, type HeadScriptSources } from "../lib/headScripts";

/** What swc is given: the function as a module's default export, so it stays although nothing here calls it. */
const EXPORT = "export default ";

/**
 * Each head script of src/lib/headScripts.ts as the text the pages inline: its compiled source,
 * minified by swc at build time (docs/decisions/0011-the-head-scripts-are-typed-functions-inlined-by-their-source.md).
 * swc renames the function's own names and compresses its code; what it reads of the browser
 * keeps its name. Build-time only: src/node/webpackHook.ts hands the result to the HTML renderer,
 * so swc's native module never enters a bundle.
 */
export function minifiedHeadScripts(): HeadScriptSources {
  const minified = (name: HeadScriptName) => {
    const { code } = minifySync(`${EXPORT}${HEAD_SCRIPTS[name].toString()}`, {
      module: true,
      compress: { passes: 2 },
      mangle: true,
    });
    if (!code.startsWith(`${EXPORT}function`))
      throw new Error(`src/lib/headScripts.ts: swc did not leave ${name} a function: ${code}`);
    return code.slice(EXPORT.length).replace(/;$/, "");
  };
  const names = Object.keys(HEAD_SCRIPTS) as HeadScriptName[];
  return Object.fromEntries(names.map((name) => [name, minified(name)])) as HeadScriptSources;
}
