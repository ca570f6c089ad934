import type { ChangeKind } from "../../types/release";

/** One release that changed a component, as its page lists it (worked out by src/docs/build/componentHistory.ts). */
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
