import { act, render, screen } from "@testing-library/react";
import React from "react";
import { hydrateRoot } from "react-dom/client";
import { PageLocationProvider, pageHostname, usePageLocation, type GatsbyLocation } from "../usePageLocation";

// react-dom/server resolves to its browser build here, which needs TextEncoder (jsdom has none);
// the Node build is what Gatsby renders pages with anyway.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");

function Shown() {
  return <output data-testid="location">{JSON.stringify(usePageLocation())}</output>;
}

const shown = () => JSON.parse(screen.getByTestId("location").textContent ?? "");

const page = (location: GatsbyLocation) => (
  <PageLocationProvider location={location}>
    <Shown />
  </PageLocationProvider>
);

describe("usePageLocation", () => {
  const globals = globalThis as unknown as { __PATH_PREFIX__: string };
  afterEach(() => {
    globals.__PATH_PREFIX__ = "";
  });

  it("gives Gatsby's location with the route below the base path", () => {
    globals.__PATH_PREFIX__ = "/master";
    render(page({ pathname: "/master/components/accordion", search: "?_highlight=knop", hash: "#gebruik", key: "k1" }));
    expect(shown()).toEqual({
      pathname: "/master/components/accordion",
      route: "/components/accordion",
      search: "?_highlight=knop",
      hash: "#gebruik",
      key: "k1",
    });
  });

  it("follows a navigation", () => {
    const { rerender } = render(page({ pathname: "/intro", key: "k1" }));
    rerender(page({ pathname: "/blog", search: "?page=2", key: "k2" }));
    expect(shown()).toEqual({ pathname: "/blog", route: "/blog", search: "?page=2", hash: "", key: "k2" });
  });

  it("hydrates the server's markup unchanged", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page({ pathname: "/intro" }));
    document.body.appendChild(container);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, page({ pathname: "/intro" }));
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(shown()).toEqual({ pathname: "/intro", route: "/intro", search: "", hash: "" });
    container.remove();
  });

  it("gives the browser's host name to effects and handlers", () => {
    expect(pageHostname()).toBe("localhost");
  });

  it("names its provider when used outside it", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Shown />)).toThrow("PageLocationProvider");
    jest.restoreAllMocks();
  });
});
