/**
 * WCAG 2 contrast: the relative luminance of an sRGB colour and the ratio of two, as the success
 * criteria 1.4.3, 1.4.6 and 1.4.11 define them, and how the guideline pages show and judge a ratio.
 */

/** `#39870c`, `#999` → [r, g, b] in 0–255; anything else is an error naming the value. */
export function parseHex(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`"${hex}" is not a hex colour (#rgb or #rrggbb)`);
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join("") : match[1];
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as [number, number, number];
}

/** `#999` → `#999999`, lower case: one spelling per colour on the pages. */
export function longHex(hex: string): string {
  return `#${parseHex(hex)
    .map((channel) => channel.toString(16).padStart(2, "0"))
    .join("")}`;
}

/** Relative luminance (WCAG 2): each channel linearised from sRGB, weighted 0.2126, 0.7152, 0.0722. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 to 21, whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

/** The thresholds of WCAG AA and AAA: large text and UI parts 3:1, body text 4.5:1, AAA body text 7:1. */
export const THRESHOLDS = [3, 4.5, 7];

/**
 * A ratio to one decimal, as WCAG tools show it, but never rounded up onto a threshold it does not
 * reach: 2.849 is 2.8, 4.46 is 4.4 (not 4.5), 6.97 is 6.9 (not 7.0).
 */
export function roundRatio(ratio: number): number {
  const rounded = Math.round(ratio * 10) / 10;
  const crosses = THRESHOLDS.some((threshold) => ratio < threshold && rounded >= threshold);
  return crosses ? Math.floor(ratio * 10) / 10 : rounded;
}

/** `4,5:1`, `4,0:1`: the Dutch way, with a decimal comma, always one decimal. */
export function formatRatio(ratio: number): string {
  return `${roundRatio(ratio).toFixed(1).replace(".", ",")}:1`;
}

/** What a colour may carry against a background: body text (4.5:1), large text and UI parts (3:1), or surfaces only. */
export type ContrastVerdict = "text" | "large" | "surface";

export function contrastVerdict(ratio: number): ContrastVerdict {
  if (ratio >= 4.5) return "text";
  if (ratio >= 3) return "large";
  return "surface";
}
