import { memberAnchor } from "../webComponentApi";

describe("member anchors", () => {
  it("are the tag and the lower-cased name, with a prefix for slots, parts and CSS custom properties", () => {
    expect(memberAnchor("dso-modal", "props", "returnFocus")).toBe("dso-modal-returnfocus");
    expect(memberAnchor("dso-modal", "events", "dsoClose")).toBe("dso-modal-dsoclose");
    expect(memberAnchor("dso-tabs", "slots", null)).toBe("dso-tabs-slot-standaard");
    expect(memberAnchor("dso-tabs", "slots", "panel")).toBe("dso-tabs-slot-panel");
    expect(memberAnchor("dso-x", "parts", "_annotation-container")).toBe("dso-x-part--annotation-container");
    expect(memberAnchor("dso-x", "cssProperties", "--dso-x-color")).toBe("dso-x-css-dso-x-color");
  });
});
