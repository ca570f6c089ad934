import fixture from "../__fixtures__/playgroundAddresses.json";
import {
  frameStoryId,
  frameUrl,
  playgroundOf,
  storyArgs,
  storyId,
  storyPageUrl,
  type Implementation,
} from "../playground";

const TEMPLATE = "/!{playground}/{version}/iframe.html";
const PLAYGROUND = "https://storybook.dso-toolkit.nl/master";

interface AddressCase {
  name: string;
  variant: string;
  isExamplePage?: boolean;
  args?: Record<string, boolean>;
  implementation: Implementation;
  frame: string;
  storyPage: string;
}
const { cases: addresses } = fixture as { cases: AddressCase[] };
const cases = addresses.map((entry) => [`${entry.name}--${entry.variant} ${entry.implementation}`, entry] as const);

describe("story ids", () => {
  it("in the main Storybook name the implementation, React and Angular with an underscore, example pages none", () => {
    expect(storyId({ name: "accordion", variant: "compact", implementation: "core" })).toBe("core-accordion--compact");
    expect(storyId({ name: "button", variant: "primary", implementation: "html-css" })).toBe(
      "html-css-button--primary",
    );
    expect(storyId({ name: "action-list", variant: "default", implementation: "react" })).toBe(
      "react_action-list--default",
    );
    expect(storyId({ name: "action-list", variant: "default", implementation: "angular" })).toBe(
      "angular_action-list--default",
    );
    expect(
      storyId({
        name: "patronen-animated-form",
        variant: "animated-form",
        implementation: "core",
        isExamplePage: true,
      }),
    ).toBe("patronen-animated-form--animated-form");
  });

  it("in the React and Angular Storybooks have no prefix", () => {
    expect(frameStoryId({ name: "alert", variant: "success", implementation: "react" })).toBe("alert--success");
    expect(frameStoryId({ name: "alert", variant: "success", implementation: "angular" })).toBe("alert--success");
    expect(frameStoryId({ name: "alert", variant: "success", implementation: "html-css" })).toBe(
      "html-css-alert--success",
    );
    expect(playgroundOf({ name: "alert", variant: "success", implementation: "react" })).toBe("react");
  });
});

describe("frame addresses", () => {
  it("use the Storybook of the implementation and the site's version", () => {
    expect(frameUrl(TEMPLATE, { name: "accordion", variant: "default", implementation: "core" }, "81.0.0")).toBe(
      "/!storybook/81.0.0/iframe.html?id=core-accordion--default&viewMode=story",
    );
    expect(frameUrl(TEMPLATE, { name: "alert", variant: "success", implementation: "angular" }, "master")).toBe(
      "/!angular/master/iframe.html?id=alert--success&viewMode=story",
    );
    expect(frameUrl(TEMPLATE, { name: "alert", variant: "success", implementation: "react" }, "master")).toBe(
      "/!react/master/iframe.html?id=alert--success&viewMode=story",
    );
  });

  it.each(cases)("are those the design system's own site used: %s", (_name, example) => {
    const { implementation } = example;
    const story = {
      name: example.name,
      variant: example.variant,
      implementation,
      isExamplePage: example.isExamplePage,
    };
    const args = example.args ? `&args=${storyArgs(example.args)}` : "";
    expect(frameUrl(TEMPLATE, story, "master", example.args)).toBe(example.frame.replace("{version}", "master") + args);
    expect(storyPageUrl(PLAYGROUND, story, example.args)).toBe(example.storyPage.replace("{version}", "master") + args);
  });

  it("carry args as Storybook reads them, booleans with !", () => {
    expect(storyArgs({ compact: true, open: false, size: "large", count: 3 })).toBe(
      "compact:!true;open:!false;size:large;count:3",
    );
    expect(
      frameUrl(TEMPLATE, { name: "button", variant: "primary", implementation: "html-css" }, "master", {
        compact: true,
      }),
    ).toBe("/!storybook/master/iframe.html?id=html-css-button--primary&viewMode=story&args=compact:!true");
  });

  it("work with a maintainer's own playground that has no placeholders", () => {
    expect(
      frameUrl(
        "http://localhost:6006/iframe.html",
        { name: "badge", variant: "info", implementation: "core" },
        "master",
      ),
    ).toBe("http://localhost:6006/iframe.html?id=core-badge--info&viewMode=story");
  });

  it("link the visitor to the story in the main Storybook of the same version", () => {
    expect(
      storyPageUrl("https://storybook.dso-toolkit.nl/81.0.0", {
        name: "badge",
        variant: "info",
        implementation: "react",
      }),
    ).toBe("https://storybook.dso-toolkit.nl/81.0.0/?path=/story/react_badge--info&viewMode=story");
  });
});
