/** Web-component API metadata as the build reads it: the synced API with a Dutch description per member (src/release/descriptions.ts). */
export interface ApiMember {
  name: string;
  /** Dutch, plain text or inline markdown (code spans, links, bold). */
  description: string;
}
export interface ApiProp extends ApiMember {
  /** `null` when the property cannot be set from HTML (object and array values). */
  attribute: string | null;
  type: string;
  /** `null` when the property has no default. */
  default: string | null;
  required: boolean;
  /** The release marks it deprecated; the table says so. */
  deprecated: boolean;
}
export interface ApiEvent extends ApiMember {
  detail: string;
  deprecated: boolean;
}
export interface ApiMethod extends ApiMember {
  signature: string;
  deprecated: boolean;
}
export interface ApiSlot extends Omit<ApiMember, "name"> {
  /** `null` is the default slot. */
  name: string | null;
}
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
