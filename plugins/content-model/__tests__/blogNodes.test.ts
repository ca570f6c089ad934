import { postVersion } from "../blogNodes";

describe("the version a post announces", () => {
  it("comes from the slug, in both spellings the blog has used", () => {
    expect(postVersion("dso-toolkit-81.0.0")).toBe("81.0.0");
    expect(postVersion("dso-toolkit-48-0-0")).toBe("48.0.0");
    expect(postVersion("dso-toolkit-97.0.0-ghi-3769.1")).toBe("97.0.0-ghi-3769.1");
    expect(postVersion("new-site")).toBeNull();
  });
});
