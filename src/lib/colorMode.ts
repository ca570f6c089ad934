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
 * The mode to show: the first present of the query parameter's value, the stored choice, the
 * system's mode, the default. Callers pass `stored: null` when the switch is off
 * (colorMode.disableSwitch) and no `systemMode` unless the site follows the system
 * (colorMode.respectPrefersColorScheme). The head script (src/lib/headScripts.ts) decides the same.
 */
export function resolveColorMode(options: {
  query?: string | null;
  stored: string | null;
  systemMode?: ColorMode;
  defaultMode: ColorMode;
}): ColorMode {
  return parseColorMode(options.query) ?? parseColorMode(options.stored) ?? options.systemMode ?? options.defaultMode;
}

export function otherMode(mode: ColorMode): ColorMode {
  return mode === "dark" ? "light" : "dark";
}
