export type ColorMode = "light" | "dark";

/** localStorage key of the visitor's chosen mode. Keep the name: visitors' stored choices use it. */
export const THEME_STORAGE_KEY = "theme";
/** Query parameter that overrides the stored mode, e.g. for screenshots; links in use name it. */
export const THEME_QUERY_PARAM = "docusaurus-theme";
/** The media query of a system that prefers dark colours. */
export const SYSTEM_DARK_QUERY = "(prefers-color-scheme: dark)";

export function parseColorMode(value: string | null | undefined): ColorMode | undefined {
  return value === "light" || value === "dark" ? value : undefined;
}

/**
 * The first present of: query parameter, stored choice, the system's preference, default. Callers
 * pass `stored: null` when the switch is off (colorMode.disableSwitch) and no `systemMode` unless
 * the site follows the system (colorMode.respectPrefersColorScheme).
 */
export function resolveColorMode(options: { search: string; stored: string | null; systemMode?: ColorMode; defaultMode: ColorMode }): ColorMode {
  const fromQuery = parseColorMode(new URLSearchParams(options.search).get(THEME_QUERY_PARAM));
  return fromQuery ?? parseColorMode(options.stored) ?? options.systemMode ?? options.defaultMode;
}

export function otherMode(mode: ColorMode): ColorMode {
  return mode === "dark" ? "light" : "dark";
}
