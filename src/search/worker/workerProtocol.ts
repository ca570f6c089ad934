import type { SearchEngine, SearchResult } from "../engine/engine";
import { parseQuery } from "../engine/normalize";

/**
 * Messages between the search box and the search worker: searching runs off the
 * main thread, so a slow keystroke never delays typing
 * (docs/decisions/0002-how-search-works.md).
 */
export interface SearchRequest {
  type: "search";
  /** Increases with each request; the page keeps only the answer to its latest. */
  id: number;
  text: string;
  context?: string;
  limit: number;
}

export interface SearchAnswer {
  type: "result";
  id: number;
  /** Undefined when the text has no word to search for. */
  result?: SearchResult;
  /** When the search started, as an absolute time (timeOrigin + now), and how long it took, for the `dso-search` measure. */
  startedAt: number;
  duration: number;
}
export type WorkerMessage = { type: "ready" } | { type: "failed"; message: string } | SearchAnswer;

/** Runs one search request; `clock` is the worker's performance. */
export function answer(
  engine: Pick<SearchEngine, "search">,
  request: SearchRequest,
  clock: Pick<Performance, "now" | "timeOrigin">,
): SearchAnswer {
  const start = clock.now();
  const result = parseQuery(request.text).lastWord
    ? engine.search(request.text, { context: request.context, limit: request.limit })
    : undefined;
  return { type: "result", id: request.id, result, startedAt: clock.timeOrigin + start, duration: clock.now() - start };
}
