/**
 * The components an MDX author can use without an import (src/article/mdx/index.tsx provides
 * them). The build's content check knows them by this list, without loading any React code.
 */
export const MDX_COMPONENT_NAMES = [
  "Admonition",
  "DoDont",
  "Do",
  "Dont",
  "ComponentApi",
  "PlaygroundLink",
  "Breakpoints",
  "Colour",
  "ColourTable",
  "Contrast",
  "Illustrations",
  "Note",
  "SpacingScale",
  "TypeScale",
  "Value",
  "AllVersions",
  "Example",
] as const;
