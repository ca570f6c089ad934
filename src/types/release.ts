/**
 * The playground is three Storybooks: the main one (web components and HTML/CSS, and the example
 * pages) and one each for React and Angular. The main one composes the other two.
 */
export type Playground = "storybook" | "react" | "angular";

/**
 * The data of one release of the design system, as the sync (scripts/sync.ts, src/release/) writes it
 * to content/release/ from that release's own build output. Each file names the release it came from.
 * Types only, so both the build and the server render read the same shapes.
 */
export interface ReleaseId {
  /** `81.0.0`: the version of @dso-toolkit/core at the checkout. */
  version: string;
  /** The repository's tag of that version: `v81.0.0`. */
  tag: string;
}

/** A member's API as Stencil's docs-json output gives it; the Dutch descriptions live apart (content/api-descriptions.json). */
export interface ReleaseProp {
  name: string;
  /** `null` when the property cannot be set from HTML (object and array values). */
  attribute: string | null;
  type: string;
  /** `null` when the property has no default. */
  default: string | null;
  required: boolean;
  /** The component may change the property itself. */
  mutable: boolean;
  /** The design system marks the member deprecated (its reason is its own English text, not kept). */
  deprecated: boolean;
}
export interface ReleaseEvent {
  name: string;
  detail: string;
  deprecated: boolean;
}
export interface ReleaseMethod {
  name: string;
  signature: string;
  deprecated: boolean;
}
export interface ReleaseNamed {
  /** `null` is the default slot. */
  name: string | null;
}

export interface ReleaseComponent {
  tag: string;
  /** Marked by the design system as internal: other components use it, pages do not. */
  private: boolean;
  /** The design system marks the whole component deprecated (`@deprecated` on its class). */
  deprecated: boolean;
  /** The component's readme in the repository, from the root. */
  source: string;
  props: ReleaseProp[];
  events: ReleaseEvent[];
  methods: ReleaseMethod[];
  slots: ReleaseNamed[];
  parts: ReleaseNamed[];
  cssProperties: ReleaseNamed[];
  dependsOn: string[];
}

export type ReleaseApi = ReleaseId & { components: ReleaseComponent[] };

/** The story ids of the three Storybooks that make up the playground. */
export type ReleaseStories = ReleaseId & { stories: Record<Playground, string[]> };

/** The component folders of each implementation at the tag, below its root (SOURCE_ROOTS). */
export type ReleaseSources = ReleaseId & { folders: Record<"core" | "html-css" | "angular" | "react", string[]> };

/** The design system's SCSS variables, per module (`colors`, `units`, …), as Sass evaluates them: `#39870c`, `8px`, `1.25`. */
export type ReleaseVariables = ReleaseId & { modules: Record<string, Record<string, string>> };

/** An illustration of the dso-toolkit package (assets/graphics/), with its drawing's size. */
export interface ReleaseGraphic {
  file: string;
  width: number;
  height: number;
}
export type ReleaseGraphics = ReleaseId & { graphics: ReleaseGraphic[] };

export interface ReleaseHistory extends ReleaseId {
  /** Newest first, as the changelog lists them. */
  releases: ChangelogRelease[];
}

/** Everything one sync reads from a checkout. */
export interface ReleaseData {
  release: ReleaseId;
  api: ReleaseApi;
  stories: ReleaseStories;
  sources: ReleaseSources;
  history: ReleaseHistory;
  variables: ReleaseVariables;
  graphics: ReleaseGraphics;
}

/** A release as the changelog (CHANGELOG.md) lists it; src/release/changelog.ts reads it. */
export type ChangeKind = "added" | "changed" | "fixed" | "removed" | "deprecated" | "task" | "docs" | "other";

export interface ReleaseChange {
  /** The name before the entry's first colon (`Accordion`, `Label (HTML/CSS implementatie)`), or `null`. */
  component: string | null;
  kind: ChangeKind;
  breaking: boolean;
  /** Issue and pull-request numbers the entry links to. */
  issues: number[];
}

export interface ChangelogRelease {
  version: string;
  /** `YYYY-MM-DD`, or `null` where the changelog gives no date. */
  date: string | null;
  changes: ReleaseChange[];
}
