/**
 * Addresses in the playground (Storybook) of the design system, for the live examples and the
 * playground links. Every address names the site's own version, so the docs of 81.0.0 show the
 * stories of 81.0.0.
 */
export type Implementation = "core" | "html-css" | "angular" | "react";
export const IMPLEMENTATIONS: Implementation[] = ["core", "html-css", "angular", "react"];

export type StoryArgs = Record<string, string | number | boolean>;

export interface Story {
  /** The component's name in the playground, such as `accordion`. */
  name: string;
  variant: string;
  implementation: Implementation;
  /** An example page of the playground: its id names no implementation. */
  isExamplePage?: boolean;
}

/** The component a page describes, by its route's last segment: `/components/accordion/` → `accordion`. */
export function componentNameOf(route: string): string {
  return route.split("/").filter(Boolean).pop() ?? "";
}

/** `core-accordion--default`; Angular `angular_accordion--default`; an example page `patronen-x--y`. */
export function storyId({ name, variant, implementation, isExamplePage }: Story): string {
  if (isExamplePage) return `${name}--${variant}`;
  if (implementation === "angular") return `angular_${name}--${variant}`;
  return `${implementation}-${name}--${variant}`;
}

/** Storybook's `args` parameter: `key:value` pairs joined by `;`, booleans as `!true` and `!false`. */
export function storyArgs(args: StoryArgs): string {
  return Object.entries(args)
    .map(([key, value]) => `${key}:${typeof value === "boolean" ? `!${value}` : value}`)
    .join(";");
}

/**
 * The frame of one story. `template` is the site's setting: `{playground}` becomes `storybook`, or
 * `angular` for Angular stories (a separate playground), and `{version}` the site's version.
 */
export function frameUrl(template: string, story: Story, version: string, args: StoryArgs = {}): string {
  const playground = story.implementation === "angular" && !story.isExamplePage ? "angular" : "storybook";
  const base = template.replace("{playground}", playground).replace("{version}", encodeURIComponent(version));
  const query = new URLSearchParams({ id: storyId(story), viewMode: "story" });
  const encodedArgs = storyArgs(args);
  // Storybook reads `:`, `;` and `!` in args literally, so they stay unescaped.
  const argsValue = encodeURIComponent(encodedArgs).replace(/%3A/g, ":").replace(/%3B/g, ";").replace(/%21/g, "!");
  const separator = base.includes("?") ? "&" : "?";
  return `${base}${separator}${query.toString()}${encodedArgs ? `&args=${argsValue}` : ""}`;
}

/** The story's own page in the playground, for a visitor to open: `{playgroundUrl}/?path=/story/{id}`. */
export function storyPageUrl(playgroundUrl: string, story: Story): string {
  return `${playgroundUrl}/?path=/story/${storyId(story)}`;
}
