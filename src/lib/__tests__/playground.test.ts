import { frameUrl, storyArgs, storyId, storyPageUrl } from "../playground";

const TEMPLATE = "/!{playground}/{version}/iframe.html";

describe("story ids", () => {
  it("name the implementation, Angular with an underscore, example pages without one", () => {
    expect(storyId({ name: "accordion", variant: "compact", implementation: "core" })).toBe("core-accordion--compact");
    expect(storyId({ name: "button", variant: "primary", implementation: "html-css" })).toBe(
      "html-css-button--primary",
    );
    expect(storyId({ name: "action-list", variant: "default", implementation: "react" })).toBe(
      "react-action-list--default",
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
});

describe("frame addresses", () => {
  it("use the playground of the implementation and the site's version", () => {
    expect(frameUrl(TEMPLATE, { name: "accordion", variant: "default", implementation: "core" }, "81.0.0")).toBe(
      "/!storybook/81.0.0/iframe.html?id=core-accordion--default&viewMode=story",
    );
    expect(frameUrl(TEMPLATE, { name: "alert", variant: "success", implementation: "angular" }, "master")).toBe(
      "/!angular/master/iframe.html?id=angular_alert--success&viewMode=story",
    );
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

  it("link the visitor to the story in the playground of the same version", () => {
    expect(
      storyPageUrl("https://storybook.dso-toolkit.nl/81.0.0", {
        name: "badge",
        variant: "info",
        implementation: "react",
      }),
    ).toBe("https://storybook.dso-toolkit.nl/81.0.0/?path=/story/react-badge--info");
  });
});
