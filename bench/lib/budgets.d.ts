export const BUDGETS: {
  jsKB: number;
  jsSearchPageKB: number;
  jsWithStoriesKB: number;
  cssKB: number;
  searchIndexKB: number;
};
export const DOC_PAGE: string;
export const STORIES_NOTE: string;
export function measuredPages(projectDir: string): Record<string, string>;
export function jsBudgetKB(label: string): number;
