import { render } from "@testing-library/react";
import React from "react";
import { DocContext } from "../../../shared/DocContext";
import { exampleStories, useExampleProps, type ExampleSource } from "../serverProps";

const SETTINGS = {
  frames: "/!{playground}/{version}/iframe.html",
  playground: "https://storybook.dso-toolkit.nl/81.0.0",
  version: "81.0.0",
};
const ACCORDION = { route: "/components/accordion", title: "Accordion" };

describe("the stories of an example, worked out on the server", () => {
  it("has every implementation's frame, frame title and story page, of the page's own component", () => {
    const stories = exampleStories({ variant: "compact", implementations: ["core", "react"] }, ACCORDION, SETTINGS);
    expect(stories).toEqual({
      core: {
        src: "/!storybook/81.0.0/iframe.html?id=core-accordion--compact&viewMode=story",
        title: "Voorbeeld van Accordion, variant compact, in Web Component",
        href: "https://storybook.dso-toolkit.nl/81.0.0/?path=/story/core-accordion--compact&viewMode=story",
      },
      react: {
        src: "/!react/81.0.0/iframe.html?id=accordion--compact&viewMode=story",
        title: "Voorbeeld van Accordion, variant compact, in React",
        href: "https://storybook.dso-toolkit.nl/81.0.0/?path=/story/react_accordion--compact&viewMode=story",
      },
    });
  });

  it("names another component by its playground name, and passes args to frame and story page", () => {
    const { "html-css": story } = exampleStories(
      { name: "button", variant: "primary", implementations: ["html-css"], args: { compact: true } },
      ACCORDION,
      SETTINGS,
    );
    expect(story).toEqual({
      src: "/!storybook/81.0.0/iframe.html?id=html-css-button--primary&viewMode=story&args=compact:!true",
      title: "Voorbeeld van button, variant primary, in HTML/CSS",
      href: "https://storybook.dso-toolkit.nl/81.0.0/?path=/story/html-css-button--primary&viewMode=story&args=compact:!true",
    });
  });
});

describe("an example's island props", () => {
  /** What the server writes into the HTML for `source` on the accordion page. */
  function propsOf(source: ExampleSource) {
    let props: unknown;
    function Probe() {
      props = useExampleProps(source);
      return null;
    }
    render(
      <DocContext.Provider value={{ ...ACCORDION, implementations: ["core"], componentApi: [] }}>
        <Probe />
      </DocContext.Provider>,
    );
    return props as Record<string, unknown>;
  }

  it("carry what the browser needs, and not the author's name, args or the page", () => {
    const props = propsOf({ name: "button", variant: "primary", implementations: ["core"], args: { compact: true } });
    expect(Object.keys(props).sort()).toEqual(["id", "implementations", "stories", "variant"]);
    expect(props.stories).toHaveProperty(["core", "src"], expect.stringContaining("id=core-button--primary&"));
    expect(props.id).toEqual(expect.any(String));
  });

  it("say when the example is a whole example page", () => {
    expect(propsOf({ variant: "default", implementations: ["core"], isExamplePage: true }).isExamplePage).toBe(true);
  });
});
