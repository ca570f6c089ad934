import { readdirSync } from "node:fs";
import path from "node:path";
import { isContentFile, parsePostFileName } from "../../plugins/content-model/routes";

/**
 * The budgets (docs/quality-gates.md, "The benchmark") and the pages they hold for: one definition for the
 * benchmark's report (report.ts) and for the browser test that holds every build to them in
 * `npm test` (e2e/budgets.spec.ts). In KB of 1,024 bytes, gzip.
 */
export const BUDGETS = {
  /**
   * JavaScript before interaction, on every measured page: 80 KB for a doc page, as the README
   * stated; the other templates (home, blog list, post, search) load the same shell and are held to
   * it too. Plus the 2,924 bytes that leaning less on Gatsby's internals cost on 2026-12-07
   * (docs/decisions/0029-what-the-site-relies-on-in-gatsbys-internals.md).
   */
  jsKB: 80 + 2924 / 1024,
  /**
   * JavaScript before interaction on the search page opened with a query (`/search?q=knop`): it
   * shows results at once, so it also loads the result list and starts the search worker, whose
   * script (0.9 KB) alone took it over 80 KB (80.2 KB on 2026-11-25). The doc-page budget plus the
   * worker, plus the 2,941 bytes the same change of 2026-12-07 cost this page.
   */
  jsSearchPageKB: 81 + 2941 / 1024,
  /** JavaScript before interaction on the doc page with working examples (stand-in stories in its frames). */
  jsWithStoriesKB: 90,
  /**
   * CSS before interaction, on every measured page. No budget was stated; set on 2026-11-25 at the
   * measured 6.4 KB (the one stylesheet every page shares) with 15 % headroom.
   */
  cssKB: 7.4,
  /**
   * The search index and store together, as the build writes them (site.ts): at most 100 KB gzip for
   * the whole site at 100.1.0, as issue 38 asks (95.2 KB on 2026-11-28;
   * docs/decisions/0030-search-after-the-move-to-100-1-0.md). New content must fit: leave out more,
   * do not raise it.
   */
  searchIndexKB: 100,
};

/** The JavaScript budget of a measured page, by its label in the report. */
export function jsBudgetKB(label: string): number {
  if (label.endsWith(`(${STORIES_NOTE})`)) return BUDGETS.jsWithStoriesKB;
  if (label.startsWith(SEARCH_PAGE)) return BUDGETS.jsSearchPageKB;
  return BUDGETS.jsKB;
}

const SEARCH_PAGE = "/master/search";
/** The doc page that the benchmark also measures with working examples. */
export const DOC_PAGE = "components/accordion";
/** The label of that second measurement (bench/run.ts). */
export const STORIES_NOTE = "met werkende voorbeelden";

/**
 * The measured pages, one per template, as the report names them → their path below the base path:
 * home, a doc page, the blog list, the search page and the newest release post (at its route,
 * plugins/content-model/routes.ts).
 */
export function measuredPages(projectDir: string): Record<string, string> {
  const newest = readdirSync(path.join(projectDir, "content", "blog"))
    .filter(isContentFile)
    .sort()
    .at(-1);
  const post = newest ? parsePostFileName(newest).route.slice(1) : undefined;
  return {
    "/master/": "",
    [`/master/${DOC_PAGE}`]: DOC_PAGE,
    "/master/blog": "blog",
    [`${SEARCH_PAGE}?q=knop`]: "search?q=knop",
    ...(post ? { [`/master/${post}`]: post } : {}),
  };
}
