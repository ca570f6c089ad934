export type ColorMode = "light" | "dark";

/** localStorage key of the chosen mode, that of the old site (docs/decisions.md, "What carries over from the old site"). */
export const THEME_STORAGE_KEY = "theme";
/** Query parameter that overrides the stored mode, e.g. for screenshots. */
export const THEME_QUERY_PARAM = "docusaurus-theme";

export function parseColorMode(value: string | null | undefined): ColorMode | undefined {
  return value === "light" || value === "dark" ? value : undefined;
}

export function otherMode(mode: ColorMode): ColorMode {
  return mode === "dark" ? "light" : "dark";
}
