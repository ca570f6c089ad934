import { readdirSync } from "node:fs";
import path from "node:path";
import { SyncInputError } from "./inputError";

/**
 * The design system's SCSS variables (packages/dso-toolkit/src/variables/*.scss) as the Sass compiler
 * evaluates them: every public variable of every module, colours as `#rrggbb` (or `rgba(…)` with
 * transparency), everything else as Sass writes it (`8px`, `2rem`, `1.25`). Computed values
 * (`$_unit * 2`, `math.ceil(…)`, `colors.$rood`) come out as their results.
 */
export type ScssModules = Record<string, Record<string, string>>;

type Compile = (
  source: string,
  options: { loadPaths: string[]; logger: { debug: (message: string) => void } },
) => unknown;

/** The stylesheet that makes Sass report each module's variables, one `@debug` line each. */
export function reportingStylesheet(modules: string[]): string {
  const uses = modules.map((module, index) => `@use "${module}" as m${index};`);
  const reports = modules.map(
    (module, index) => `@each $name, $value in meta.module-variables("m${index}") {
  @if meta.type-of($value) == color {
    @debug "${module}|#{$name}|color|#{color.channel($value, "red", $space: rgb)} #{color.channel($value, "green", $space: rgb)} #{color.channel($value, "blue", $space: rgb)} #{color.alpha($value)}";
  } @else {
    @debug "${module}|#{$name}|value|#{meta.inspect($value)}";
  }
}`,
  );
  return ['@use "sass:meta";', '@use "sass:color";', ...uses, ...reports].join("\n");
}

const hexByte = (value: number) => Math.round(value).toString(16).padStart(2, "0");

/** `57 135 12 1` (Sass's channels) → `#39870c`; with transparency `rgba(57, 135, 12, 0.5)`. */
export function colorValue(channels: string): string {
  const [r, g, b, alpha] = channels.split(" ").map(Number);
  if ([r, g, b, alpha].some((value) => Number.isNaN(value))) throw new Error(`not a colour's channels: "${channels}"`);
  return alpha < 1 ? `rgba(${[r, g, b].map(Math.round).join(", ")}, ${alpha})` : `#${[r, g, b].map(hexByte).join("")}`;
}

/** The `@debug` lines of reportingStylesheet, read back into modules. */
export function parseReport(lines: string[]): ScssModules {
  const modules: ScssModules = {};
  for (const line of lines) {
    const [module, name, kind, ...rest] = line.split("|");
    const value = rest.join("|");
    (modules[module] ??= {})[name] = kind === "color" ? colorValue(value) : value;
  }
  return modules;
}

/**
 * Every module of `dir` evaluated by `compile` (sass's compileString), and each of `extra` (name →
 * path from `dir`, without `.scss`). A file Sass cannot read is an error naming it.
 */
export function readScssVariables(dir: string, compile: Compile, extra: Record<string, string> = {}): ScssModules {
  const modules = readdirSync(dir)
    .filter((file) => /^[^_].*\.scss$/.test(file))
    .map((file) => file.replace(/\.scss$/, ""))
    .sort();
  if (modules.length === 0) throw new SyncInputError(`${dir}: expected the design system's SCSS variables (*.scss)`);
  const lines: string[] = [];
  try {
    compile(reportingStylesheet([...modules, ...Object.values(extra)]), {
      loadPaths: [dir],
      logger: { debug: (message) => lines.push(message) },
    });
  } catch (error) {
    throw new SyncInputError(`${dir}: Sass could not evaluate the variables: ${(error as Error).message}`);
  }
  const names = new Map(Object.entries(extra).map(([name, module]) => [module, name]));
  const read = Object.entries(parseReport(lines)).map(([module, values]) => [names.get(module) ?? module, values]);
  return Object.fromEntries(read.sort(([a], [b]) => String(a).localeCompare(String(b))));
}

export const VARIABLES_DIR = path.join("packages", "dso-toolkit", "src", "variables");

/**
 * Modules outside the variables folder whose values the guideline pages show: the grid's columns,
 * gutter and container widths (content/docs/fundament/layout.mdx).
 */
export const EXTRA_MODULES = { grid: "../components/grid/grid.variables" };
