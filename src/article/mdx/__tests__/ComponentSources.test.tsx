import { render, screen } from "@testing-library/react";
import React from "react";
import { ComponentSources } from "../ComponentSources";
import { DocContext } from "../../shared/DocContext";
import { mdxComponents } from "..";

const renderFor = (route: string, content?: React.ReactNode, implementations: string[] = []) =>
  render(
    <DocContext.Provider value={{ title: "Alert", route, implementations, componentApi: [] }}>
      {content ?? <ComponentSources />}
    </DocContext.Provider>,
  );

describe("ComponentSources", () => {
  it("links each implementation's folder at the site's version (master in tests), saying the links leave the site", () => {
    // The folders are those of the synced release (content/release/sources.json); the order is the examples'.
    renderFor("/components/alert", undefined, ["html-css", "react", "angular", "core"]);
    expect(screen.getByText("Broncode").tagName).toBe("DT");
    expect(screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [
        "Web Component (opent een externe website)",
        "https://github.com/dso-toolkit/dso-toolkit/tree/master/packages/core/src/components/alert",
      ],
      [
        "Angular (opent een externe website)",
        "https://github.com/dso-toolkit/dso-toolkit/tree/master/angular-workspace/components/alert",
      ],
      [
        "React (opent een externe website)",
        "https://github.com/dso-toolkit/dso-toolkit/tree/master/packages/react/src/components/alert",
      ],
      [
        "HTML/CSS (opent een externe website)",
        "https://github.com/dso-toolkit/dso-toolkit/tree/master/packages/dso-toolkit/src/components/alert",
      ],
    ]);
  });

  it("renders nothing on a page that is not a component page, or one whose implementations have no folder", () => {
    expect(renderFor("/intro").container.innerHTML).toBe("");
    expect(renderFor("/components/geen-component", undefined, ["core"]).container.innerHTML).toBe("");
  });

  it("comes first in every article, before the MDX content", () => {
    const Wrapper = mdxComponents.wrapper;
    const { container } = renderFor(
      "/components/form-group/",
      <Wrapper>
        <p>Inleiding</p>
      </Wrapper>,
      ["html-css"],
    );
    expect([...container.children].map((child) => child.tagName)).toEqual(["DL", "P"]);
    expect(screen.getByRole("link").getAttribute("href")).toBe(
      "https://github.com/dso-toolkit/dso-toolkit/tree/master/packages/dso-toolkit/src/components/form-group",
    );
  });
});
