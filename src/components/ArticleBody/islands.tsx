import React from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { LoadState } from "../LoadState";

/**
 * The parts of an article with behaviour of their own. Each loads as its own chunk, and only on a
 * page that has one.
 */
const PARTS = {
  example: () => import("../Example").then(({ Example }) => Example),
  "all-versions": () => import("../AllVersions").then(({ AllVersions }) => AllVersions),
};
export type IslandName = keyof typeof PARTS;
type Part = React.ComponentType<Record<string, unknown>>;

const NAME = "data-island";
const PROPS = "data-props";

/** Server render: marks a part for the browser to hydrate on its own, with the props it was rendered with. */
export function Island({ name, props, children }: { name: IslandName; props: object; children: React.ReactNode }) {
  return <div {...{ [NAME]: name, [PROPS]: JSON.stringify(props) }}>{children}</div>;
}

/**
 * Browser: hydrates each island in the article's HTML as a React root of its own. A part whose code
 * does not load says so in its place, with a button that tries again. Returns the teardown.
 */
export function mountIslands(article: HTMLElement): () => void {
  const roots: Root[] = [];
  let live = true;
  // `root` is the one that showed the failure, when trying again.
  const mount = (element: HTMLElement, root?: Root) => {
    const name = element.getAttribute(NAME) as IslandName;
    const load = PARTS[name];
    // Only HTML from another version of this code can name a part that does not exist.
    if (!load) return console.error(`The article has a part "${name}" that this site does not know.`);
    const props = JSON.parse(element.getAttribute(PROPS) ?? "{}") as Record<string, unknown>;
    load().then(
      (Component) => {
        if (!live) return;
        const part = React.createElement(Component as unknown as Part, props);
        if (root) root.render(part);
        else roots.push(hydrateRoot(element, part));
      },
      (error: unknown) => {
        console.error(`The article part "${name}" could not load:`, error);
        if (!live) return;
        const failed = root ?? createRoot(element);
        if (!root) roots.push(failed);
        const retry = () => {
          failed.render(<LoadState failed={false} onRetry={retry} />);
          mount(element, failed);
        };
        failed.render(<LoadState failed onRetry={retry} />);
      },
    );
  };
  article.querySelectorAll<HTMLElement>(`[${NAME}]`).forEach((element) => mount(element));
  return () => {
    live = false;
    // Not during React's commit of the page that replaces this article.
    window.setTimeout(() => roots.forEach((root) => root.unmount()));
  };
}
