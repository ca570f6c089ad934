import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseChangelog } from "./changelog";
import { SyncInputError } from "./inputError";
import { apiFromStencil } from "./stencil";
import { storyIdsOf } from "./storybook";
import { compileString } from "sass";
import { EXTRA_MODULES, readScssVariables, VARIABLES_DIR } from "./scssVariables";
import { readGraphics } from "./graphics";
import type { Playground, ReleaseData, ReleaseSources } from "../types/release";
import { SOURCE_ROOTS } from "../article/shared/componentSources";

/**
 * Reads a checkout of the design system's repository at a release tag, with its build output, into
 * the data the site keeps of that release. Every input is checked before anything is returned:
 * a missing or malformed file is a SyncInputError that names it and what was expected.
 */

/** The build outputs and sources the sync reads, from the checkout's root. */
export const INPUTS = {
  corePackage: "packages/core/package.json",
  docsJson: "packages/core/docs.json",
  changelog: "CHANGELOG.md",
  stories: {
    storybook: "storybook/www/index.json",
    react: "packages/react/www/index.json",
    angular: "angular-workspace/www/index.json",
  } satisfies Record<Playground, string>,
} as const;

/** How to make a missing input, for the error that names it. */
const HOW_TO_BUILD: Record<string, string> = {
  [INPUTS.docsJson]: "build the web components first (packages/core: stencil build)",
  [INPUTS.stories.storybook]: "build the main Storybook first (storybook: storybook build --output-dir ./www)",
  [INPUTS.stories.react]: "build the React Storybook first (packages/react: storybook build --output-dir ./www)",
  [INPUTS.stories.angular]: "build the Angular Storybook first (angular-workspace: storybook:build)",
};

function readInput(dir: string, file: string): string {
  const full = path.join(dir, file);
  if (!existsSync(full))
    throw new SyncInputError(`${full}: missing${HOW_TO_BUILD[file] ? `; ${HOW_TO_BUILD[file]}` : ""}`);
  return readFileSync(full, "utf8");
}

function readJson(dir: string, file: string): unknown {
  const text = readInput(dir, file);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SyncInputError(`${path.join(dir, file)}: expected JSON, ${(error as Error).message}`);
  }
}

/** Every folder below `root`, as paths relative to it, without installed packages and hidden folders. */
function foldersBelow(root: string, below = ""): string[] {
  return readdirSync(path.join(root, below), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "node_modules" && !entry.name.startsWith("."))
    .flatMap((entry) => {
      const relative = below ? `${below}/${entry.name}` : entry.name;
      return [relative, ...foldersBelow(root, relative)];
    })
    .sort();
}

export function readCheckout(dir: string): ReleaseData {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new SyncInputError(`${dir}: not a folder`);
  const corePackage = existsSync(path.join(dir, INPUTS.corePackage))
    ? (readJson(dir, INPUTS.corePackage) as { name?: unknown; version?: unknown })
    : undefined;
  if (corePackage?.name !== "@dso-toolkit/core")
    throw new SyncInputError(
      `${dir}: not a checkout of the design system's repository (expected ${INPUTS.corePackage} of @dso-toolkit/core)`,
    );
  const version = corePackage.version;
  if (typeof version !== "string" || !/^\d+\.\d+\.\d+$/.test(version))
    throw new SyncInputError(
      `${path.join(dir, INPUTS.corePackage)}: expected a release version (X.Y.Z), found ${JSON.stringify(version)}`,
    );
  const release = { version, tag: `v${version}` };

  const { components } = apiFromStencil(readJson(dir, INPUTS.docsJson), path.join(dir, INPUTS.docsJson));
  const stories = Object.fromEntries(
    Object.entries(INPUTS.stories).map(([playground, file]) => [
      playground,
      storyIdsOf(readJson(dir, file), path.join(dir, file)),
    ]),
  ) as Record<Playground, string[]>;
  const folders = Object.fromEntries(
    Object.entries(SOURCE_ROOTS).map(([implementation, root]) => {
      if (!existsSync(path.join(dir, root)))
        throw new SyncInputError(`${path.join(dir, root)}: missing (component folders)`);
      return [implementation, foldersBelow(path.join(dir, root))];
    }),
  ) as ReleaseSources["folders"];
  // A ChangelogError is a SyncInputError: it names the file and line.
  const releases = parseChangelog(readInput(dir, INPUTS.changelog), path.join(dir, INPUTS.changelog));
  if (!releases.some((entry) => entry.version === version))
    throw new SyncInputError(`${path.join(dir, INPUTS.changelog)}: expected a release heading for ${version}`);
  // The changelog of a checkout may already list the next release under "Next"; a release's data ends at itself.
  const history = releases.slice(releases.findIndex((entry) => entry.version === version));
  for (const component of components)
    if (!existsSync(path.join(dir, component.source)))
      throw new SyncInputError(`${path.join(dir, INPUTS.docsJson)}: <${component.tag}> has no ${component.source}`);

  const variablesDir = path.join(dir, VARIABLES_DIR);
  if (!existsSync(variablesDir)) throw new SyncInputError(`${variablesDir}: missing (the SCSS variables)`);
  const modules = readScssVariables(variablesDir, compileString, EXTRA_MODULES);

  return {
    release,
    api: { ...release, components },
    stories: { ...release, stories },
    sources: { ...release, folders },
    history: { ...release, releases: history },
    variables: { ...release, modules },
    graphics: { ...release, graphics: readGraphics(dir) },
  };
}
