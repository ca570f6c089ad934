import { MDX_COMPONENT_NAMES } from "../../shared/mdxComponentNames";
import { mdxComponents } from "..";

describe("MDX components", () => {
  it("are exactly the capitalised names the build's content check knows", () => {
    const provided = Object.keys(mdxComponents).filter((name) => /^[A-Z]/.test(name));
    expect(provided.sort()).toEqual([...MDX_COMPONENT_NAMES].sort());
  });
});
