import type { ApiProp, WebComponent } from "../webComponentApi";

/** A web component's metadata as the build reads it: no members, but those in `extra`. */
export function webComponent(tag: string, extra: Partial<WebComponent> = {}): WebComponent {
  return {
    tag,
    private: false,
    deprecated: false,
    source: `${tag}/readme.md`,
    props: [],
    events: [],
    methods: [],
    slots: [],
    parts: [],
    cssProperties: [],
    dependsOn: [],
    ...extra,
  };
}

/** The demo component's `open` property, all but its description (each test writes the one it checks). */
export const openProp: Omit<ApiProp, "description"> = {
  name: "open",
  attribute: "open",
  type: "boolean",
  default: "false",
  required: false,
  deprecated: false,
};
