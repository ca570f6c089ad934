import { IMPLEMENTATIONS, type Implementation } from "../../lib/playground";
import type { ReleaseSources } from "../../types/release";

/**
 * Addresses of a component's code in the design system's repository, for the "Broncode" links of a
 * component page. The folders come from the release's synced folder lists (content/release/sources.json),
 * matched to the page's route; the address from the setting `links.sourceTree` in
 * site.config.ts, whose `{ref}` is the release the site documents and `{path}` the folder.
 */
export type SourcePaths = Partial<Record<Implementation, string>>;

const RELEASE = /^\d+\.\d+\.\d+$/;

/**
 * The repository's ref for a site version: a release's tag (`81.0.0` → `v81.0.0`), and `master`
 * for the master build and for branch builds (`_2890`), whose base path does not name their branch.
 */
export function sourceRefOf(version: string): string {
  return RELEASE.test(version) ? `v${version}` : "master";
}

/** `template` with `{ref}` for the version's ref and `{path}` for a folder below the repository's root. */
export function sourceUrl(template: string, version: string, path: string): string {
  const encodedPath = path.split("/").filter(Boolean).map(encodeURIComponent).join("/");
  return template.replace("{ref}", encodeURIComponent(sourceRefOf(version))).replace("{path}", encodedPath);
}

/** One link per implementation that has a folder, in the order of the live examples' tabs (the web component first). */
export function sourceLinks(
  template: string,
  version: string,
  paths: SourcePaths | undefined,
): Array<{ implementation: Implementation; href: string }> {
  return IMPLEMENTATIONS.flatMap((implementation) => {
    const path = paths?.[implementation];
    return path ? [{ implementation, href: sourceUrl(template, version, path) }] : [];
  });
}

/** Where each implementation's component folders live in the repository (src/release/checkout.ts reads them there). */
export const SOURCE_ROOTS: Record<Implementation, string> = {
  core: "packages/core/src/components",
  angular: "angular-workspace/components",
  react: "packages/react/src/components",
  "html-css": "packages/dso-toolkit/src/components",
};

/** The component folders of each implementation at the release, below its root (content/release/sources.json). */
export type ReleaseFolders = Pick<ReleaseSources, "folders">;

/**
 * The names a component page's route gives it, best first: its path below /components/
 * (`form-group/input`), its last segment, and that in the singular (`buttons` → `button`). They
 * find its folders here and its entries in the changelog (src/docs/build/componentHistory.ts).
 */
export function routeNames(route: string): string[] {
  const below = route.replace(/^\/components\//, "").replace(/\/$/, "");
  const last = below.split("/").at(-1) ?? below;
  return [...new Set([below, last, last.replace(/s$/, "")])];
}

/** The folder of each implementation a component page lists, where the release has one. */
export function sourcePathsOf(route: string, implementations: readonly string[], release: ReleaseFolders): SourcePaths {
  const paths: SourcePaths = {};
  for (const implementation of IMPLEMENTATIONS.filter((name) => implementations.includes(name))) {
    const folders = new Set(release.folders[implementation]);
    const name = routeNames(route).find((candidate) => folders.has(candidate));
    if (name) paths[implementation] = `${SOURCE_ROOTS[implementation]}/${name}`;
  }
  return paths;
}

/** An implementation that a component page lists but the release has no folder for. */
export function sourceProblems(
  route: string,
  implementations: readonly string[],
  release: ReleaseFolders & { version: string },
): string[] {
  const paths = sourcePathsOf(route, implementations, release);
  return implementations
    .filter((implementation) => !paths[implementation as Implementation])
    .map(
      (implementation) =>
        `the front matter lists ${implementation}, but ${release.version} has no folder for it below ${SOURCE_ROOTS[implementation as Implementation] ?? "(an unknown implementation)"} (tried ${routeNames(route).join(", ")})`,
    );
}
