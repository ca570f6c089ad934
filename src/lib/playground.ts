/**
 * Addresses in the playground (Storybook) of the design system, for the live examples and the
 * playground links. Every address names the site's own version, so the docs of 81.0.0 show the
 * stories of 81.0.0.
 */
import type { Playground } from "../types/release";

export type Implementation = "core" | "html-css" | "angular" | "react";
/** In the order the examples offer them. */
export const IMPLEMENTATIONS: Implementation[] = ["core", "angular", "react", "html-css"];

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

export function playgroundOf({ implementation, isExamplePage }: Story): Playground {
  if (isExamplePage || implementation === "core" || implementation === "html-css") return "storybook";
  return implementation;
}

/** The id in the story's own Storybook: `core-accordion--default`, React and Angular `alert--success`, an example page `patronen-x--y`. */
export function frameStoryId(story: Story): string {
  const id = `${story.name}--${story.variant}`;
  return playgroundOf(story) === "storybook" && !story.isExamplePage ? `${story.implementation}-${id}` : id;
}

/** The id in the main Storybook, where the composed React and Angular stories carry `react_` and `angular_`. */
export function storyId(story: Story): string {
  const playground = playgroundOf(story);
  return playground === "storybook" ? frameStoryId(story) : `${playground}_${frameStoryId(story)}`;
}

/** Storybook's `args` parameter: `key:value` pairs joined by `;`, booleans as `!true` and `!false`. */
export function storyArgs(args: StoryArgs): string {
  return Object.entries(args)
    .map(([key, value]) => `${key}:${typeof value === "boolean" ? `!${value}` : value}`)
    .join(";");
}

/** `&args=…`, or nothing without args; `:`, `;` and `!` stay unescaped, as Storybook reads them literally. */
function argsParameter(args: StoryArgs): string {
  const encodedArgs = storyArgs(args);
  const value = encodeURIComponent(encodedArgs).replace(/%3A/g, ":").replace(/%3B/g, ";").replace(/%21/g, "!");
  return encodedArgs ? `&args=${value}` : "";
}

/**
 * The frame of one story. `template` is the site's setting: `{playground}` becomes the story's
 * Storybook (`storybook`, `react` or `angular`), and `{version}` the site's version.
 */
export function frameUrl(template: string, story: Story, version: string, args: StoryArgs = {}): string {
  const base = template.replace("{playground}", playgroundOf(story)).replace("{version}", encodeURIComponent(version));
  const query = new URLSearchParams({ id: frameStoryId(story), viewMode: "story" }).toString();
  return `${base}${base.includes("?") ? "&" : "?"}${query}${argsParameter(args)}`;
}

/** The story's page in the main Storybook, for a visitor to open: `{playgroundUrl}/?path=/story/{id}&viewMode=story`. */
export function storyPageUrl(playgroundUrl: string, story: Story, args: StoryArgs = {}): string {
  return `${playgroundUrl}/?path=/story/${storyId(story)}&viewMode=story${argsParameter(args)}`;
}
