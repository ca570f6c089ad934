/**
 * The query parameter a search hit's link carries once per search word. Its own module: the
 * navbar's first bundle checks for it (src/search/ui/SearchBox/index.tsx) without the rest of url.ts.
 */
export const HIGHLIGHT_PARAM = "_highlight";
