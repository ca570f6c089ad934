import React, { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { siteConfig } from "../../site.config";
import { parseColorMode, THEME_STORAGE_KEY, type ColorMode } from "../lib/colorMode";
import { safeStorage } from "../lib/storage";

interface ColorModeValue {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
}

const ColorModeContext = createContext<ColorModeValue | undefined>(undefined);
const defaultMode = siteConfig.colorMode.defaultMode;

function apply(mode: ColorMode) {
  document.documentElement.setAttribute("data-theme", mode);
}

export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  // The server renders the default; the inline head script has already set the
  // real mode on <html>, which we read after hydration.
  const [colorMode, setState] = useState<ColorMode>(defaultMode);

  useEffect(() => {
    // A transition: parts of the page that load their own chunk may still be hydrating, and an
    // urgent context change would make React drop their server HTML (React error 421).
    startTransition(() => setState(parseColorMode(document.documentElement.getAttribute("data-theme")) ?? defaultMode));
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY) return;
      const next = parseColorMode(event.newValue) ?? defaultMode;
      apply(next);
      setState(next);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
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
  if (!value) throw new Error("useColorMode is used outside <ColorModeProvider>; wrap the page in the Layout");
  return value;
}
