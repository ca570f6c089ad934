import type { ChangeKind } from "../../types/release";

/** The id of the history's heading, for the table of contents. */
export const HISTORY_ID = "geschiedenis";

/** One release that changed a component, as its page lists it (worked out by src/docs/build/componentHistory.ts, shown by src/article/mdx/ComponentHistory.tsx). */
export interface HistoryEntry {
  version: string;
  /** `YYYY-MM-DD`, or `null` where the changelog gives none. */
  date: string | null;
  /** The route of the release's post, below the base path, where the blog has one. */
  post: string | null;
  /** The kinds of change, each once, in the changelog's order. */
  kinds: ChangeKind[];
  breaking: boolean;
  issues: number[];
}

/** A component page's history as its page context and the article's context carry it. */
export interface ComponentHistoryData {
  /** The release the site documents: the history goes up to it. */
  until: string;
  entries: HistoryEntry[];
}
