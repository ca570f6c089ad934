import { MEMBER_KINDS, type MemberKind, type WebComponent } from "./webComponentApi";
import type { ReleaseComponent } from "../../types/release";

/**
 * The Dutch descriptions of the web components' members (content/api-descriptions.json), written for
 * this site and kept apart from the synced API so that they survive every sync. Keyed by tag, member
 * kind and member name (`""` is the default slot). A description the sync flagged for review, because
 * its member's type, default, detail or signature changed, is `{ description, review }` until an
 * author has checked it and written it back as a plain string.
 */
export type Described = string | { description: string; review: string };
export type ComponentDescriptions = Partial<Record<MemberKind, Record<string, Described>>>;
export interface ApiDescriptions {
  about: string;
  components: Record<string, ComponentDescriptions>;
}

export const DESCRIPTIONS_FILE = "content/api-descriptions.json";

/** The key of a member in the descriptions: its name, `""` for the default slot. */
export const memberKey = (name: string | null) => name ?? "";

export const descriptionText = (described: Described | undefined) =>
  typeof described === "object" ? described.description : (described ?? "");

/** The synced API with the Dutch description of each member (an empty one where none is written yet). */
export function describedApi(components: ReleaseComponent[], descriptions: ApiDescriptions): WebComponent[] {
  return components.map((component) => {
    const own = descriptions.components[component.tag] ?? {};
    const text = (kind: MemberKind, name: string | null) => descriptionText(own[kind]?.[memberKey(name)]);
    return {
      ...component,
      // Whether the component may change a property itself (`mutable`) is not shown.
      props: component.props.map(({ mutable, ...prop }) => ({ ...prop, description: text("props", prop.name) })),
      events: component.events.map((event) => ({ ...event, description: text("events", event.name) })),
      methods: component.methods.map((method) => ({ ...method, description: text("methods", method.name) })),
      slots: component.slots.map(({ name }) => ({ name, description: text("slots", name) })),
      parts: component.parts.map(({ name }) => ({ name: name ?? "", description: text("parts", name) })),
      cssProperties: component.cssProperties.map(({ name }) => ({
        name: name ?? "",
        description: text("cssProperties", name),
      })),
    };
  });
}

/** The fields a member's description is written against: when one changes, the description is checked again. */
const SHAPE_FIELDS: Partial<Record<MemberKind, string[]>> = {
  props: ["type", "default", "attribute", "required"],
  events: ["detail"],
  methods: ["signature"],
};

/** The fields of SHAPE_FIELDS that differ between two versions of a member, each as `field before → after`. */
export function shapeChanges(kind: MemberKind, before: object, after: object): string[] {
  const [a, b] = [before, after] as Array<Record<string, unknown>>;
  return (SHAPE_FIELDS[kind] ?? [])
    .filter((field) => JSON.stringify(a[field] ?? null) !== JSON.stringify(b[field] ?? null))
    .map((field) => `${field} ${JSON.stringify(a[field] ?? null)} → ${JSON.stringify(b[field] ?? null)}`);
}

export interface DescriptionProblem {
  tag: string;
  kind: MemberKind;
  name: string | null;
  problem: string;
}

/** Members the release has without a description, descriptions flagged for review, and descriptions of members it lacks. */
export function descriptionGaps(components: ReleaseComponent[], descriptions: ApiDescriptions): DescriptionProblem[] {
  const problems: DescriptionProblem[] = [];
  const byTag = new Map(components.map((component) => [component.tag, component]));
  for (const component of components) {
    const own = descriptions.components[component.tag] ?? {};
    for (const kind of MEMBER_KINDS)
      for (const member of component[kind] as Array<{ name: string | null }>) {
        const described = own[kind]?.[memberKey(member.name)];
        if (descriptionText(described).trim() === "")
          problems.push({ tag: component.tag, kind, name: member.name, problem: "has no Dutch description" });
        else if (typeof described === "object")
          problems.push({ tag: component.tag, kind, name: member.name, problem: `to review: ${described.review}` });
      }
  }
  for (const [tag, own] of Object.entries(descriptions.components))
    for (const kind of MEMBER_KINDS)
      for (const key of Object.keys(own[kind] ?? {})) {
        const members = (byTag.get(tag)?.[kind] ?? []) as Array<{ name: string | null }>;
        if (!members.some((member) => memberKey(member.name) === key))
          problems.push({ tag, kind, name: key || null, problem: "is described, but the release has no such member" });
      }
  return problems;
}

export const problemLabel = ({ tag, kind, name }: Omit<DescriptionProblem, "problem">) =>
  `<${tag}> ${kind} ${name ?? "(standaard-slot)"}`;
