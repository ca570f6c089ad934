import type { WebComponent } from "../../article/shared/webComponentApi";

/** The API metadata of one small made-up component, as the build reads it, for the search build's tests. */
export const knopComponent = (cssProperties: WebComponent["cssProperties"] = []): WebComponent => ({
  tag: "dso-knop",
  private: false,
  deprecated: false,
  source: "",
  props: [
    {
      name: "returnFocus",
      attribute: "return-focus",
      type: "boolean",
      default: null,
      required: false,
      deprecated: false,
      description: "",
    },
  ],
  events: [{ name: "dsoClick", detail: "", deprecated: false, description: "" }],
  methods: [],
  slots: [{ name: null, description: "" }],
  parts: [],
  cssProperties,
  dependsOn: [],
});
