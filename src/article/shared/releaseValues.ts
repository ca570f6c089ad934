import { contrastRatio, contrastVerdict, formatRatio } from "../../lib/contrast";
import type { ReleaseGraphic } from "../../types/release";

/**
 * The values of the release's SCSS variables as the guideline pages show them (content/release/variables.json,
 * written by the sync): one variable by its name, a colour with its contrast, the spacing, breakpoint
 * and type scales. Pure: the MDX components (src/article/mdx/ReleaseValues.tsx) and the content check
 * before the build (plugins/content-model/preflight.ts) pass the data in.
 */
export type VariableModules = Record<string, Record<string, string>>;

/** The root font size the pages convert `rem` with, the browsers' default. */
export const ROOT_PX = 16;

/**
 * The darkest background the toolkit paints: the pressed primary button (`$primary-active-background-color`
 * in the button's variables at 100.1.0). The colour tables give each colour's contrast on it beside white.
 */
export const DARK_BACKGROUND = "bosgroen-140";
export const LIGHT_BACKGROUND = "wit";
/** What a colour's contrast is given on unless a page names other backgrounds: white and the darkest. */
export const DEFAULT_BACKGROUNDS = [LIGHT_BACKGROUND, DARK_BACKGROUND];

/** A variable's value by its name without `$`; names are unique over the modules. `undefined` when the release lacks it. */
export function variableValue(modules: VariableModules, name: string): string | undefined {
  return Object.values(modules).find((values) => name in values)?.[name];
}

/** The names that more than one module defines: a page could not say which it means. */
export function ambiguousNames(modules: VariableModules): string[] {
  const seen = new Map<string, number>();
  for (const values of Object.values(modules))
    for (const name of Object.keys(values)) seen.set(name, (seen.get(name) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([name]) => name);
}

/** `1.25` → `1,25`, `0.875rem` → `0,875rem`: Dutch decimals, units as Sass writes them. */
export function dutchValue(value: string): string {
  return value.replace(/(\d)\.(\d)/g, "$1,$2");
}

/** The size in CSS pixels of a `px` or `rem` value (rem at ROOT_PX); undefined for anything else. */
export function pixels(value: string): number | undefined {
  const match = /^(-?\d+(?:\.\d+)?)(px|rem)$/.exec(value.trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  return match[2] === "rem" ? amount * ROOT_PX : amount;
}

/** `2rem` → `2rem (32px)`, `8px` → `8px`, `1.25` → `1,25`. */
export function shownValue(value: string): string {
  const px = pixels(value);
  const shown = dutchValue(value);
  return px !== undefined && value.endsWith("rem") ? `${shown} (${dutchValue(String(px))}px)` : shown;
}

/** The ratio of two colours with its text (`4,5:1`, rounded as src/lib/contrast.ts does) and verdict. */
export function contrastFigure(foreground: string, background: string) {
  const ratio = contrastRatio(foreground, background);
  return { ratio, text: formatRatio(ratio), verdict: contrastVerdict(ratio) };
}

/**
 * A colour with its contrast on each of `backgrounds` (by default white and the darkest background),
 * in that order; throws naming a name that is no colour of the release.
 */
export function colourRow(modules: VariableModules, name: string, backgrounds: string[] = DEFAULT_BACKGROUNDS) {
  const hex = requireColour(modules, name);
  return {
    name,
    hex,
    contrasts: backgrounds.map((background) => ({
      background,
      ...contrastFigure(hex, requireColour(modules, background)),
    })),
  };
}

export function requireColour(modules: VariableModules, name: string): string {
  const hex = variableValue(modules, name);
  if (hex === undefined || !/^#[0-9a-f]{6}$/i.test(hex))
    throw new Error(`$${name} is not a colour of the release (content/release/variables.json)`);
  return hex;
}

export function requireValue(modules: VariableModules, name: string): string {
  const value = variableValue(modules, name);
  if (value === undefined)
    throw new Error(`$${name} is not a variable of the release (content/release/variables.json)`);
  return value;
}

/** `a b  c` → [a, b, c]: the lists of names that the components take as one attribute. */
export function namesOf(list: string | undefined): string[] {
  return (list ?? "").split(/\s+/).filter(Boolean);
}

function requireLength(modules: VariableModules, name: string): { value: string; px: number } {
  const value = requireValue(modules, name);
  const px = pixels(value);
  if (px === undefined) throw new Error(`$${name} is ${value}, not a length in px or rem`);
  return { value, px };
}

/**
 * Each named length with its size in pixels, its `rem` twin when the release has one (`$ru1` beside
 * `$u1`), and which of `others` are as large (`$block-spacing-small` beside `$u1`).
 */
export function scaleRows(modules: VariableModules, names: string[], others: string[] = []) {
  const otherSizes = others.map((other) => ({ name: other, px: requireLength(modules, other).px }));
  return names.map((name) => {
    const { value, px } = requireLength(modules, name);
    const remValue = variableValue(modules, `r${name}`);
    return {
      name,
      value,
      px,
      rem: remValue === undefined ? undefined : { name: `r${name}`, value: remValue },
      sameAs: otherSizes.filter((other) => other.px === px).map((other) => other.name),
    };
  });
}

/** The grid's sizes: its column classes use them (`col-md-*`). */
const SIZES = ["xs", "sm", "md", "lg"];

/**
 * The grid's viewports from the breakpoints: each starts at `$screen-<size>-min` (the smallest at 0)
 * and ends at `$screen-<size>-max` when the release has one (the widest has none), with the
 * container width `$container-<size>` (`auto` is the full width). `$screen-xs-min` is not a grid
 * breakpoint (the extra small viewport starts at 0): the headings use it.
 */
export function viewports(modules: VariableModules) {
  return SIZES.map((size, index) => {
    const min = index === 0 ? "0px" : requireValue(modules, `screen-${size}-min`);
    const max = variableValue(modules, `screen-${size}-max`);
    return {
      size,
      from: pixels(min)!,
      to: max === undefined ? undefined : pixels(max),
      container: variableValue(modules, `container-${size}`),
    };
  });
}

/**
 * The line height that goes with a font size, by the design system's naming: `font-size-h2` with
 * `font-line-height-h2`, `font-size-small` with `line-height-small`.
 */
export function lineHeightName(size: string): string {
  const heading = /^font-size-(h\d)$/.exec(size);
  return heading ? `font-line-height-${heading[1]}` : size.replace(/^font-size-/, "line-height-");
}

/** Each font size with its size in pixels and the name and value of its line height. */
export function typeRows(modules: VariableModules, sizes: string[]) {
  return sizes.map((size) => {
    const { value: sizeValue, px } = requireLength(modules, size);
    const lineHeight = lineHeightName(size);
    return { size, sizeValue, px, lineHeight, lineHeightValue: requireValue(modules, lineHeight) };
  });
}

/** The address of an illustration on the design system's CDN: `{version}` and `{path}` in the configured form. */
export function graphicUrl(form: string, version: string, file: string): string {
  return form.replace("{version}", version).replace("{path}", `assets/graphics/${file}`);
}

/** An illustration's shown size: its longest side `longest` px, the other in proportion, whole pixels. */
export function shownSize(graphic: ReleaseGraphic, longest: number): { width: number; height: number } {
  const scale = longest / Math.max(graphic.width, graphic.height);
  return { width: Math.round(graphic.width * scale), height: Math.round(graphic.height * scale) };
}

/** The illustrations a gallery shows: `files` when given, else all but `exclude`, in the release's order. */
export function galleryGraphics(graphics: ReleaseGraphic[], files: string[], exclude: string[]): ReleaseGraphic[] {
  if (files.length > 0)
    return files.map((file) => {
      const graphic = graphics.find((candidate) => candidate.file === file);
      if (!graphic) throw new Error(`${file} is not an illustration of the release (content/release/graphics.json)`);
      return graphic;
    });
  return graphics.filter((graphic) => !exclude.includes(graphic.file));
}

/**
 * The words a release-value component shows of its own, for the search index: what a reader finds
 * on the page. `undefined` for any other component. A name the release lacks gives nothing here:
 * the content check stops the build on it first (plugins/content-model/releaseValueProblems.ts).
 */
export function shownWords(
  component: string,
  attributes: Record<string, unknown>,
  modules: VariableModules,
  graphics: ReleaseGraphic[],
): string | undefined {
  const names = (key: string) => namesOf(typeof attributes[key] === "string" ? (attributes[key] as string) : "");
  const named = (name: string) => `$${name} ${dutchValue(variableValue(modules, name) ?? "")}`;
  try {
    switch (component) {
      case "Value": {
        const value = requireValue(modules, names("name")[0]);
        return attributes.px ? shownValue(value) : dutchValue(value);
      }
      case "Colour":
        return named(names("name")[0]);
      case "Contrast":
        return contrastFigure(requireColour(modules, names("of")[0]), requireColour(modules, names("on")[0])).text;
      case "ColourTable":
        return names("colours").map(named).join(" ");
      case "SpacingScale":
        return scaleRows(modules, names("names"), names("others"))
          .map((row) => [named(row.name), row.rem && named(row.rem.name)].filter(Boolean).join(" "))
          .join(" ");
      case "TypeScale":
        return typeRows(modules, names("sizes"))
          .map((row) => `${named(row.size)} ${named(row.lineHeight)}`)
          .join(" ");
      case "Breakpoints":
        return viewports(modules)
          .map((row) => `col-${row.size}-* ${row.from}px${row.to === undefined ? "" : ` ${row.to}px`}`)
          .join(" ");
      case "Illustrations":
        return galleryGraphics(graphics, names("files"), names("exclude"))
          .map((graphic) => graphic.file)
          .join(" ");
      default:
        return undefined;
    }
  } catch {
    return undefined;
  }
}
