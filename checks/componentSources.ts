import type { Implementation } from "../src/lib/playground";

// The "Broncode" mapping (content/component-sources.json, written by scripts/component-sources.mjs)
// against the component pages, for the content check ./componentSources.test.ts.

export interface ComponentSourcesFile {
  ref: string;
  /** Route → the folder of each implementation in the repository at `ref`. */
  pages: Record<string, Partial<Record<Implementation, string>>>;
  /** Route → implementations its front matter lists that have no folder of their own in the repository. */
  missing: Record<string, Implementation[]>;
}

/** A component page: its route and the `implementations` of its front matter. */
export interface ComponentPage {
  route: string;
  file: string;
  implementations: string[];
}

/** Where each implementation's folders live in the repository (as scripts/component-sources.mjs looks for them). */
export const SOURCE_ROOTS: Record<Implementation, string> = {
  core: "packages/core/src/components/",
  angular: "angular-workspace/components/",
  react: "packages/react/src/components/",
  "html-css": "packages/dso-toolkit/src/components/",
};

/**
 * Every problem of the mapping, each naming the page (route and file) and the implementation: a
 * component page without an entry, an entry without a page, a folder for an implementation the page
 * does not list, or an implementation the page lists with neither a folder nor a place under `missing`.
 */
export function componentSourceProblems(pages: ComponentPage[], sources: ComponentSourcesFile): string[] {
  const problems: string[] = [];
  const rerun = "run scripts/component-sources.mjs (README)";
  for (const route of Object.keys(sources.pages))
    if (!pages.some((page) => page.route === route)) problems.push(`${route} has source folders but no component page`);
  for (const { route, file, implementations } of pages) {
    const entry = sources.pages[route];
    const missing = sources.missing[route] ?? [];
    const name = `${route} (${file})`;
    if (!entry) {
      problems.push(`${name} has no entry in content/component-sources.json; ${rerun}`);
      continue;
    }
    for (const [implementation, folder] of Object.entries(entry) as Array<[Implementation, string]>) {
      if (!implementations.includes(implementation))
        problems.push(
          `${name}: links the ${implementation} source, but its front matter does not list ${implementation}`,
        );
      else if (!SOURCE_ROOTS[implementation] || !folder.startsWith(SOURCE_ROOTS[implementation]))
        problems.push(`${name}: the ${implementation} folder ${folder} is not below ${SOURCE_ROOTS[implementation]}`);
      if (missing.includes(implementation))
        problems.push(`${name}: ${implementation} has a folder and is listed as missing`);
    }
    for (const implementation of implementations as Implementation[])
      if (!entry[implementation] && !missing.includes(implementation))
        problems.push(`${name}: its front matter lists ${implementation}, which has no source folder; ${rerun}`);
    for (const implementation of missing)
      if (!implementations.includes(implementation))
        problems.push(`${name}: ${implementation} is listed as missing, but its front matter does not list it`);
  }
  return problems;
}
