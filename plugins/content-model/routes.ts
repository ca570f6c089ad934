/**
 * Every route the site derives from a content file's name (routes here exclude the base path).
 *
 * Doc routes follow the file tree (docs/authors.md, "How the content is organised"): number prefixes
 * only order files, and a folder's index (or a doc named like its folder) is the
 * folder's own page, so its route ends in "/". Routes here exclude the base path.
 */
const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*/;
const EXTENSION = /\.mdx?$/;

/** True for a content file, a doc or post: `.md` or `.mdx`. */
export function isContentFile(name: string): boolean {
  return EXTENSION.test(name);
}

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
  if (segments.length === 1 && segments[0] === "index")
    throw new Error(`${relativePath}: a root index page would replace the home page`);
  if (isCategoryIndex(relativePath)) return `/${segments.slice(0, -1).join("/")}/`;
  return `/${segments.join("/")}`;
}

/** A post's route follows its file name (docs/decisions/0004-what-carries-over-from-the-old-site.md). */
const POST_FILE = /^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/;

export interface PostId {
  date: string;
  slug: string;
  route: string;
}

/** `2024-11-25-dso-toolkit-67.0.0.mdx` → date, slug and route; anything else is an error naming the file. */
export function parsePostFileName(fileName: string): PostId {
  const match = POST_FILE.exec(fileName);
  if (!match) throw new Error(`${fileName}: a post file must be named YYYY-MM-DD-slug.mdx`);
  const [, year, month, day, slug] = match;
  const date = `${year}-${month}-${day}`;
  // Date.UTC carries a day or month too many over (2024-02-30 is 2024-03-01): only a real date comes back as written.
  if (new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).toISOString().slice(0, 10) !== date)
    throw new Error(`${fileName}: ${date} is not a valid date`);
  if (!/^[\w.-]+$/.test(slug))
    throw new Error(`${fileName}: the slug "${slug}" may only hold letters, digits, ".", "_" and "-"`);
  return { date, slug, route: `/blog/${year}/${month}/${day}/${slug}` };
}
