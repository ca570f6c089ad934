/**
 * Doc routes follow the file tree (README, "How the content is organised"): number prefixes
 * only order files, and a folder's index (or a doc named like its folder) is the
 * folder's own page, so its route ends in "/". Routes here exclude the base path.
 */
const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*/;
const EXTENSION = /\.mdx?$/;

export function stripNumberPrefix(segment: string): string {
  const stripped = segment.replace(NUMBER_PREFIX, "");
  return stripped === "" ? segment : stripped;
}

function segmentsOf(relativePath: string): string[] {
  if (!EXTENSION.test(relativePath)) throw new Error(`${relativePath}: a doc must be a .md or .mdx file`);
  return relativePath.replace(EXTENSION, "").split("/").map(stripNumberPrefix);
}

/** True for `dir/index.mdx` and `dir/dir.mdx`: the page that belongs to the folder itself. */
export function isCategoryIndex(relativePath: string): boolean {
  const segments = segmentsOf(relativePath);
  const last = segments[segments.length - 1];
  return segments.length > 1 && (last === "index" || last === segments[segments.length - 2]);
}

/** `components/form-group/index.mdx` → `components/form-group/index`; `memos/20231214-x.md` → `memos/x`. */
export function docId(relativePath: string): string {
  return segmentsOf(relativePath).join("/");
}

/** `intro.mdx` → `/intro`; `voor-developers/index.mdx` → `/voor-developers/`. */
export function docRoute(relativePath: string): string {
  const segments = segmentsOf(relativePath);
  if (segments.length === 1 && segments[0] === "index") {
    throw new Error(`${relativePath}: a root index page would replace the home page`);
  }
  if (isCategoryIndex(relativePath)) return `/${segments.slice(0, -1).join("/")}/`;
  return `/${segments.join("/")}`;
}
