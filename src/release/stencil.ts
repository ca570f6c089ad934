import { z } from "zod";
import { schemaProblem } from "./inputError";
import type { ReleaseComponent, ReleaseNamed } from "../types/release";

/**
 * The web-component API from Stencil's docs-json output (packages/core/docs.json), in the shape the
 * site reads. Only the fields the site uses are checked; Stencil's others are left out.
 */
const deprecation = z.string().optional();
const docsJson = z.object({
  components: z.array(
    z.object({
      tag: z.string().regex(/^[a-z][a-z0-9]*-[a-z0-9-]+$/),
      filePath: z.string(),
      readme: z.string(),
      docsTags: z.array(z.object({ name: z.string(), text: z.string().optional() })),
      props: z.array(
        z.object({
          name: z.string(),
          attr: z.string().optional(),
          type: z.string(),
          default: z.string().optional(),
          required: z.boolean(),
          mutable: z.boolean(),
          deprecation,
        }),
      ),
      events: z.array(z.object({ event: z.string(), detail: z.string(), deprecation })),
      methods: z.array(z.object({ name: z.string(), signature: z.string(), deprecation })),
      slots: z.array(z.object({ name: z.string() })),
      parts: z.array(z.object({ name: z.string() })),
      styles: z.array(z.object({ name: z.string(), annotation: z.string().optional() })),
      dependencies: z.array(z.string()),
    }),
  ),
});

/** The prefix of the design system's public components; `dsot-` marks its own demo components. */
const PUBLIC_PREFIX = "dso-";

/** A slot without a name is the default slot; Stencil takes the text of `@slot Some text` for a name. */
const slotName = (name: string) => (name === "" || /\s/.test(name) ? null : name);

/** `undefined` as a default means none. */
const defaultOf = (value: string | undefined) => (value === undefined || value === "undefined" ? null : value);

const named = (items: Array<{ name: string }>): ReleaseNamed[] => items.map(({ name }) => ({ name }));

/**
 * Reads parsed docs.json into the public components, sorted by tag, and the tags `leftOut`: those
 * without the design system's public prefix (its demo components). `file` names it in errors;
 * `corePath` is packages/core below the repository's root, for each component's readme path.
 */
export function apiFromStencil(json: unknown, file: string, corePath = "packages/core") {
  const parsed = docsJson.safeParse(json);
  if (!parsed.success) throw schemaProblem(file, "Stencil's docs-json output (a components array)", parsed.error);
  const leftOut: string[] = [];
  const components: ReleaseComponent[] = [];
  for (const component of parsed.data.components) {
    if (!component.tag.startsWith(PUBLIC_PREFIX)) {
      leftOut.push(component.tag);
      continue;
    }
    const folder = component.filePath.replace(/^\.\//, "").split("/").slice(0, -1).join("/");
    const deprecatedTag = component.docsTags.find((tag) => tag.name === "deprecated");
    // Whether something is deprecated is a fact; the reason is the design system's English text, which the site does not keep.
    components.push({
      tag: component.tag,
      // The design system marks an internal component in its readme's own text, above Stencil's part.
      private: /\bprivate component\b/i.test(component.readme),
      deprecated: deprecatedTag !== undefined,
      source: `${corePath}/${folder}/readme.md`,
      props: component.props.map((prop) => ({
        name: prop.name,
        attribute: prop.attr ?? null,
        type: prop.type,
        default: defaultOf(prop.default),
        required: prop.required,
        mutable: prop.mutable,
        deprecated: prop.deprecation !== undefined,
      })),
      events: component.events.map((event) => ({
        name: event.event,
        detail: event.detail,
        deprecated: event.deprecation !== undefined,
      })),
      methods: component.methods.map((method) => ({
        name: method.name,
        signature: method.signature,
        deprecated: method.deprecation !== undefined,
      })),
      slots: component.slots.map(({ name }) => ({ name: slotName(name) })),
      parts: named(component.parts),
      cssProperties: named(component.styles.filter((style) => (style.annotation ?? "prop") === "prop")),
      dependsOn: component.dependencies,
    });
  }
  return { components: components.sort((a, b) => a.tag.localeCompare(b.tag)), leftOut };
}
