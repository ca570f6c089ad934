import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type { Definition, Link, Root } from "mdast";
import { visit } from "unist-util-visit";
import { docRoute, parsePostFileName } from "../../plugins/content-model/routes";
import { decodeSafely, relativePath } from "../../plugins/content-model/files";

/**
 * Markdown links between content files (`[Knoppen](./buttons.mdx)`,
 * `../fundament/kleuren.md#contrast`) become the target page's route, so authors
 * can link by file and the link follows the file's route rules. A link to a
 * file that does not exist fails the build, like any broken link (docs/quality-gates.md, "Quality gates").
 */
export interface MarkdownLinkOptions {
  /** Absolute folder of the documentation pages (content/docs). */
  docsDir: string;
  /** Absolute folder of the blog posts (content/blog). */
  blogDir: string;
}

const MARKDOWN_FILE = /^([^?#]+\.mdx?)([?#].*)?$/i;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

/**
 * The route (below the base path, with any `?query#hash` kept) for a relative
 * markdown link written in `fromFile`; undefined when the link is not a link to
 * a markdown file. Throws, naming the file and the link, when the target is missing.
 */
export function resolveMarkdownLink(url: string, fromFile: string, options: MarkdownLinkOptions): string | undefined {
  if (SCHEME.test(url) || url.startsWith("/") || url.startsWith("#")) return undefined;
  const match = MARKDOWN_FILE.exec(url);
  if (!match) return undefined;
  const [, filePart, suffix = ""] = match;
  // A link that does not decode is kept as written; the existence check below names it.
  const target = path.resolve(path.dirname(fromFile), decodeSafely(filePart, decodeURI));
  const shown = relativePath(process.cwd(), fromFile);
  if (!existsSync(target) || !statSync(target).isFile())
    throw new Error(`${shown}: broken markdown link "${url}": ${relativePath(process.cwd(), target)} does not exist`);
  if (isInside(options.docsDir, target)) return docRoute(relativePath(options.docsDir, target)) + suffix;
  if (isInside(options.blogDir, target) && path.dirname(target) === path.resolve(options.blogDir))
    return parsePostFileName(path.basename(target)).route + suffix;
  throw new Error(
    `${shown}: markdown link "${url}" points to ${relativePath(process.cwd(), target)}, which is not a page of the site`,
  );
}

/** Remark plugin (gatsby-config mdxOptions.remarkPlugins) applying resolveMarkdownLink to links and link definitions. */
export default function remarkMarkdownLinks(options: MarkdownLinkOptions) {
  return (tree: Root, file: { path?: string }) => {
    if (!file.path) return;
    const fromFile = file.path;
    visit(tree, ["link", "definition"], (node) => {
      const target = node as Link | Definition;
      const route = resolveMarkdownLink(target.url, fromFile, options);
      if (route !== undefined) target.url = route;
    });
  };
}
