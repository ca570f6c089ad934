import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Every file below `dir`, by its full path. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Pages are the built HTML files (the not-found page counts once); the sitemap count is reported beside them. */
export function countPages(publicDir: string): { pages: number; sitemapUrls: number } {
  const files = filesUnder(publicDir);
  const pages = files.filter(
    (file) =>
      file.endsWith(".html") &&
      !file.includes(`${path.sep}page-data${path.sep}`) &&
      path.relative(publicDir, file) !== "404.html",
  ).length;
  const sitemapUrls = files
    .filter((file) => /^sitemap-\d+\.xml$/.test(path.basename(file)))
    .reduce((sum, file) => sum + (readFileSync(file, "utf8").match(/<loc>/g) ?? []).length, 0);
  return { pages, sitemapUrls };
}

// gatsby-plugin-local-search writes `<digest>.index.txt` and `<digest>.store.json` into public/static.
const SEARCH_FILE = /(\.index\.txt|\.store\.json)$|^search[-\w.]*\.(json|txt)$/;

/**
 * The search index and store as the build wrote them, gzip level 6: the benchmark's figure and the
 * budget test's (e2e/budgets.spec.ts). Only the files the site's query results name count: an
 * incremental build leaves the previous build's content-hashed files in public/static.
 */
export function measureSearchIndex(
  publicDir: string,
): { files: string[]; raw: number; gzip: number } | { unavailable: string } {
  const candidates = filesUnder(publicDir).filter(
    (file) => !file.includes(`${path.sep}page-data${path.sep}`) && SEARCH_FILE.test(path.basename(file)),
  );
  const named = namedInQueryResults(publicDir);
  const files = named.size > 0 ? candidates.filter((file) => named.has(path.basename(file))) : candidates;
  if (files.length === 0) return { unavailable: "no search index files in public/ (*.index.txt, *.store.json)" };
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const body = readFileSync(file);
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { files: files.map((file) => path.relative(publicDir, file)), raw, gzip };
}

/** The file names that the static query results (public/page-data/sq/d/*.json) give as addresses. */
function namedInQueryResults(publicDir: string): Set<string> {
  const dir = path.join(publicDir, "page-data", "sq", "d");
  if (!existsSync(dir)) return new Set();
  const names = readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) => [...readFileSync(path.join(dir, name), "utf8").matchAll(/"([^"]+)"/g)])
    .map(([, address]) => path.posix.basename(address));
  return new Set(names.filter((name) => SEARCH_FILE.test(name)));
}
