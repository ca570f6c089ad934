import React, { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { siteConfig } from "@site-config";
import {
  parseColorMode,
  resolveColorMode,
  SYSTEM_DARK_QUERY,
  THEME_STORAGE_KEY,
  type ColorMode,
} from "../lib/colorMode";
import { safeStorage } from "../lib/storage";

interface ColorModeValue {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
}

const ColorModeContext = createContext<ColorModeValue | undefined>(undefined);
const { defaultMode, disableSwitch, respectPrefersColorScheme } = siteConfig.colorMode;

function apply(mode: ColorMode) {
  document.documentElement.setAttribute("data-theme", mode);
}

/** The mode for a stored choice, or none: as the head script decides it (src/lib/headScripts.ts), without the query parameter. */
function modeFor(stored: string | null): ColorMode {
  const systemMode = respectPrefersColorScheme
    ? window.matchMedia(SYSTEM_DARK_QUERY).matches
      ? "dark"
      : "light"
    : undefined;
  return resolveColorMode({ stored, systemMode, defaultMode });
}

export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  // The server renders the default; the inline head script has already set the
  // real mode on <html>, which we read after hydration.
  const [colorMode, setState] = useState<ColorMode>(defaultMode);

  useEffect(() => {
    // A transition: parts of the page that load their own chunk may still be hydrating, and an
    // urgent context change would make React drop their server HTML (React error 421).
    startTransition(() => setState(parseColorMode(document.documentElement.getAttribute("data-theme")) ?? defaultMode));
    const follow = (stored: string | null) => {
      const next = modeFor(stored);
      apply(next);
      setState(next);
    };
    // A choice made or cleared in another tab; without the switch, stored choices do not count.
    const onStorage = (event: StorageEvent) =>
      !disableSwitch && event.key === THEME_STORAGE_KEY && follow(event.newValue);
    const listening = new AbortController();
    window.addEventListener("storage", onStorage, { signal: listening.signal });
    // The system switching between light and dark: followed unless the visitor chose a mode.
    const onSystemChange = () => follow(disableSwitch ? null : safeStorage.get(THEME_STORAGE_KEY));
    if (respectPrefersColorScheme)
      window.matchMedia(SYSTEM_DARK_QUERY).addEventListener("change", onSystemChange, { signal: listening.signal });
    return () => listening.abort();
  }, []);

  const setColorMode = useCallback((mode: ColorMode) => {
    apply(mode);
    safeStorage.set(THEME_STORAGE_KEY, mode);
    setState(mode);
  }, []);

  const value = useMemo(() => ({ colorMode, setColorMode }), [colorMode, setColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error("useColorMode needs the Layout's ColorModeProvider");
  return value;
}
