import { useId } from "react";
import { siteConfig } from "@site-config";
import { exampleText } from "../../../i18n/examples";
import { versionOf } from "../../../lib/paths";
import { componentNameOf, frameUrl, storyPageUrl, type Implementation, type StoryArgs } from "../../../lib/playground";
import { useDocContext } from "../../shared/DocContext";
import { implementationLabel, type ExampleProps, type ExampleStory } from ".";

/** What an MDX author writes: `<Example variant="compact" implementations={["core", "react"]} />`. */
export interface ExampleSource {
  /** The component's name in the playground; by default the page's own (`accordion` on /components/accordion). */
  name?: string;
  variant: string;
  implementations: Implementation[];
  args?: StoryArgs;
  /** A whole example page of the playground rather than one component's story. */
  isExamplePage?: boolean;
}

interface Settings {
  /** `links.playgroundFrames` and `links.playground` of site.config.ts. */
  frames: string;
  playground: string;
  /** The site's version, the first segment of its base path. */
  version: string;
}

/**
 * For each implementation an example offers: its story's frame, the frame's title and the story's
 * page in the playground. They depend only on the page and the build's settings, so the server
 * works them out and the browser's island gets them as props, without the address code.
 */
export function exampleStories(
  { name, variant, implementations, args, isExamplePage }: ExampleSource,
  page: { route: string; title: string },
  { frames, playground, version }: Settings,
): Partial<Record<Implementation, ExampleStory>> {
  const component = name ?? componentNameOf(page.route);
  return Object.fromEntries(
    implementations.map((implementation) => {
      const story = { name: component, variant, implementation, isExamplePage };
      const title = exampleText("example.title", {
        component: name ? component : page.title,
        variant,
        implementation: implementationLabel(implementation),
      });
      return [
        implementation,
        { src: frameUrl(frames, story, version, args), title, href: storyPageUrl(playground, story, args) },
      ];
    }),
  );
}

/** Server: an example's island props, from what the author wrote and the page it is on. */
export function useExampleProps(source: ExampleSource): ExampleProps {
  const { variant, implementations, isExamplePage } = source;
  const stories = exampleStories(source, useDocContext(), {
    frames: siteConfig.links.playgroundFrames,
    playground: siteConfig.links.playground,
    version: versionOf(siteConfig.baseUrl),
  });
  // The browser's root of its own would number ids anew, so the server's id travels with the props.
  return { variant, implementations, ...(isExamplePage ? { isExamplePage } : {}), stories, id: useId() };
}
