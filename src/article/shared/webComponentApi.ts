import type { ReleaseEvent, ReleaseMethod, ReleaseNamed, ReleaseProp } from "../../types/release";

/**
 * Web-component API metadata as the build reads it: each member as the synced API has it
 * (src/types/release.ts) with a Dutch description (src/release/descriptions.ts).
 */
export interface ApiMember {
  name: string;
  /** Dutch, plain text or inline markdown (code spans, links, bold). */
  description: string;
}
/** Whether the component may change the property itself (`mutable`) is not shown. */
export type ApiProp = Omit<ReleaseProp, "mutable"> & ApiMember;
export type ApiEvent = ReleaseEvent & ApiMember;
export type ApiMethod = ReleaseMethod & ApiMember;
export type ApiSlot = ReleaseNamed & Omit<ApiMember, "name">;
export interface WebComponent {
  tag: string;
  /** Internal parts of another component: they get no API block of their own. */
  private: boolean;
  /** The release marks the whole component deprecated: its page must say so (status: deprecated). */
  deprecated: boolean;
  source: string;
  props: readonly ApiProp[];
  events: readonly ApiEvent[];
  methods: readonly ApiMethod[];
  slots: readonly ApiSlot[];
  parts: readonly ApiMember[];
  cssProperties: readonly ApiMember[];
  dependsOn: readonly string[];
}

export type MemberKind = "props" | "events" | "methods" | "slots" | "parts" | "cssProperties";
export const MEMBER_KINDS: MemberKind[] = ["props", "events", "methods", "slots", "parts", "cssProperties"];

/**
 * The stable anchor of one member, for links from posts and other pages: `dso-modal-returnfocus`.
 * Properties, events and methods share one namespace on a tag; slots, parts and CSS custom
 * properties get a prefix, since a slot may share its name with a property.
 */
export function memberAnchor(tag: string, kind: MemberKind, name: string | null): string {
  const prefix = kind === "slots" ? "slot-" : kind === "parts" ? "part-" : kind === "cssProperties" ? "css-" : "";
  const slug = (name ?? "standaard")
    .replace(/^--/, "")
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-");
  return `${tag}-${prefix}${slug}`;
}

/** Whether a component has any member to show; one without gets a sentence instead of tables. */
export function hasMembers({ props, events, methods, slots, parts, cssProperties }: WebComponent): boolean {
  return props.length + events.length + methods.length + slots.length + parts.length + cssProperties.length > 0;
}
