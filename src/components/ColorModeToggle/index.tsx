import React from "react";
import { siteConfig } from "@site-config";
import { useColorMode } from "../../hooks/useColorMode";
import { shellText } from "../../i18n/shell";
import { otherMode } from "../../lib/colorMode";
import * as styles from "./styles.module.css";

export function ColorModeToggle() {
  const { colorMode, setColorMode } = useColorMode();
  if (siteConfig.colorMode.disableSwitch) return null;
  const current = shellText(colorMode === "dark" ? "colorMode.dark" : "colorMode.light");
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={() => setColorMode(otherMode(colorMode))}
      aria-label={shellText("colorMode.toggle", { mode: current })}
      title={shellText("colorMode.toggle", { mode: current })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        {colorMode === "dark" ? (
          <path
            fill="currentColor"
            d="M12 7a5 5 0 100 10 5 5 0 000-10zm0-5l1 3h-2l1-3zm0 20l-1-3h2l-1 3zM2 12l3-1v2l-3-1zm20 0l-3 1v-2l3 1zM4.9 4.9l2.8 1.4-1.4 1.4-1.4-2.8zm14.2 14.2l-2.8-1.4 1.4-1.4 1.4 2.8zM4.9 19.1l1.4-2.8 1.4 1.4-2.8 1.4zM19.1 4.9l-1.4 2.8-1.4-1.4 2.8-1.4z"
          />
        ) : (
          <path fill="currentColor" d="M20 15.3A8.5 8.5 0 018.7 4 8.5 8.5 0 1020 15.3z" />
        )}
      </svg>
    </button>
  );
}
