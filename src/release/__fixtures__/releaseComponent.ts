import type { ReleaseComponent, ReleaseProp } from "../../types/release";

/** A component of the synced API with no members but those in `fields`, for tests. */
export const releaseComponent = (tag: string, fields: Partial<ReleaseComponent> = {}): ReleaseComponent => ({
  tag,
  private: false,
  deprecated: false,
  source: `packages/core/src/components/${tag.replace(/^dso-/, "")}/readme.md`,
  props: [],
  events: [],
  methods: [],
  slots: [],
  parts: [],
  cssProperties: [],
  dependsOn: [],
  ...fields,
});

/** A boolean property with an attribute of the same name, for tests. */
export const booleanProp = (name: string, fields: Partial<ReleaseProp> = {}): ReleaseProp => ({
  name,
  attribute: name,
  type: "boolean",
  default: "false",
  required: false,
  mutable: false,
  deprecated: false,
  ...fields,
});
