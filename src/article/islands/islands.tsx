import React from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { docsText } from "../../i18n/docs";
import { LoadState } from "../../components/LoadState";
import { copyCode, CopyButton } from "./copyButton";

type AnyProps = Record<string, unknown>;
type Part = React.ComponentType<AnyProps>;

/** A part that the browser hydrates as a React root of its own. */
interface HydratedIsland {
  /**
   * Server markup (and `npm run develop`): the part itself, and what the server writes into the
   * HTML as its props, from the props an MDX author gave. The browser build has none: webpack drops
   * a branch that Gatsby's `process.env.BUILD_STAGE` rules out, with the `require` in it, so the
   * browser's bundle holds only the `load` of each part, and the part's code stays in its chunk.
   */
  server: { part: () => Part; useProps: (props: AnyProps) => AnyProps } | undefined;
  /** Browser code: the part's chunk, loaded only on a page that has one. */
  load: () => Promise<Part>;
}

/** A part that acts through the article's one click handler, without React in the browser. */
interface ClickIsland {
  /** Server markup; `marker` goes on the element that is clicked. None in the browser build. */
  server: React.ComponentType<{ marker: Record<string, string> }> | undefined;
  /** Browser code: what a click on the marked element does. */
  click: (element: HTMLElement) => void;
}

/**
 * The one registry of the article's parts with behaviour (docs/developers.md, "Code"): for each, its name,
 * the markup the server renders and the code the browser runs. The MDX components
 * (src/article/mdx) render `<Island name="…">`; ArticleBody mounts the hydrated ones
 * (mountIslands) and its click handler runs the others (clickIsland).
 */
/* eslint-disable @typescript-eslint/no-require-imports */
export const ISLANDS = {
  example: {
    server:
      process.env.BUILD_STAGE === "build-javascript"
        ? undefined
        : {
            part: () => (require("./Example") as typeof import("./Example")).Example as unknown as Part,
            // The addresses and titles of its stories, worked out here rather than in the browser.
            useProps: (require("./Example/serverProps") as typeof import("./Example/serverProps"))
              .useExampleProps as unknown as (props: AnyProps) => AnyProps,
          },
    load: () => import("./Example").then(({ Example }) => Example as unknown as Part),
  },
  "all-versions": {
    server:
      process.env.BUILD_STAGE === "build-javascript"
        ? undefined
        : {
            part: () => (require("./AllVersions") as typeof import("./AllVersions")).AllVersions as Part,
            useProps: (props: AnyProps) => props,
          },
    load: () => import("./AllVersions").then(({ AllVersions }) => AllVersions as Part),
  },
  copy: {
    server: process.env.BUILD_STAGE === "build-javascript" ? undefined : CopyButton,
    click: (element: HTMLElement) => void copyCode(element),
  },
} satisfies Record<string, HydratedIsland | ClickIsland>;
/* eslint-enable @typescript-eslint/no-require-imports */
export type IslandName = keyof typeof ISLANDS;

const NAME = "data-island";
const PROPS = "data-props";

const isHydrated = (island: HydratedIsland | ClickIsland): island is HydratedIsland => "load" in island;

/**
 * Server markup of an island, from the registry. A hydrated part gets a box that carries its name
 * and the props it was rendered with; a clicked part marks its own element.
 */
export function Island({ name, props = {} }: { name: IslandName; props?: AnyProps }) {
  const island: HydratedIsland | ClickIsland = ISLANDS[name];
  if (!island.server) throw new Error(`The island "${name}" has no server markup in the browser build.`);
  if (!isHydrated(island)) return <island.server marker={{ [NAME]: name }} />;
  return (
    <div {...{ [NAME]: name, [PROPS]: JSON.stringify(props) }}>
      {React.createElement((island as HydratedIsland).server!.part(), props)}
    </div>
  );
}

/** An MDX component for a hydrated island: works out its props on the server and renders its markup. */
export function islandComponent(name: "example" | "all-versions") {
  const island: HydratedIsland = ISLANDS[name];
  return function IslandPart(props: AnyProps) {
    return <Island name={name} props={island.server!.useProps(props)} />;
  };
}

/** Browser: runs a clicked island's code for a click in the article; false when the click was not on one. */
export function clickIsland(target: Element): boolean {
  const element = target.closest?.<HTMLElement>(`[${NAME}]`);
  if (!element) return false;
  const island: HydratedIsland | ClickIsland | undefined = ISLANDS[element.getAttribute(NAME) as IslandName];
  if (!island || isHydrated(island)) return false;
  island.click(element);
  return true;
}

/** Around each hydrated part in the browser: a part that throws while rendering shows a message, not an empty box. */
export class IslandBoundary extends React.Component<{ name: string; children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(`The article part "${this.props.name}" failed:`, error);
  }
  render() {
    return this.state.failed ? <p role="alert">{docsText("island.failed")}</p> : this.props.children;
  }
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
    const island: HydratedIsland | ClickIsland | undefined = ISLANDS[name];
    // Only HTML from another version of this code can name a part that does not exist.
    if (!island) return console.error(`The article has a part "${name}" that this site does not know.`);
    if (!isHydrated(island)) return;
    const props = JSON.parse(element.getAttribute(PROPS) ?? "{}") as AnyProps;
    island.load().then(
      (Component) => {
        if (!live) return;
        const part = (
          <IslandBoundary name={name}>
            <Component {...props} />
          </IslandBoundary>
        );
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
