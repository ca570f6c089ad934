import { IMPLEMENTATIONS, type Implementation } from "../../lib/playground";

/**
 * Addresses of a component's code in the design system's repository, for the "Broncode" links of a
 * component page. The folders come from content/component-sources.json
 * (scripts/component-sources.mjs); the address from the setting `links.sourceTree` in
 * site.config.ts, whose `{ref}` is the release the site documents and `{path}` the folder.
 */
export type SourcePaths = Partial<Record<Implementation, string>>;

/** The order of the links: that of the live examples' tabs, the web component first. */
export const SOURCE_ORDER: Implementation[] = IMPLEMENTATIONS;

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
  const encodedPath = path
    .split("/")
    .filter(Boolean)
    .map((segment) => encodeURIComponent(segment))
    .join("/");
  return template.replace("{ref}", encodeURIComponent(sourceRefOf(version))).replace("{path}", encodedPath);
}

/** One link per implementation that has a folder, in SOURCE_ORDER. */
export function sourceLinks(
  template: string,
  version: string,
  paths: SourcePaths | undefined,
): Array<{ implementation: Implementation; href: string }> {
  return SOURCE_ORDER.flatMap((implementation) => {
    const path = paths?.[implementation];
    return path ? [{ implementation, href: sourceUrl(template, version, path) }] : [];
  });
}
