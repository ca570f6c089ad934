import path from "node:path";
import packageJson from "../../package.json";

/**
 * The project's import aliases (`@site-config` for site.config.ts), in one place: the "alias"
 * field of package.json. Gatsby compiles gatsby-config.ts and the gatsby-node.ts files with Parcel,
 * which reads that field itself (a local plugin's package.json repeats it); webpack gets the aliases from here (src/node/webpackHook.ts) and Jest
 * from jest.config.js. TypeScript and Playwright read tsconfig.json's "paths", which must name the
 * same files: src/node/__tests__/pathAliases.test.ts fails when any of these places disagree.
 */
export const PATH_ALIASES: Readonly<Record<string, string>> = packageJson.alias;

/** webpack's resolve.alias: each alias as an exact request (`@site-config$`), to its file in `projectDir`. */
export function webpackAliases(projectDir: string, aliases = PATH_ALIASES): Record<string, string> {
  return Object.fromEntries(
    Object.entries(aliases).map(([name, target]) => [`${name}$`, path.resolve(projectDir, target)]),
  );
}
