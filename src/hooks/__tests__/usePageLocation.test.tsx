import { act, render, screen } from "@testing-library/react";
import React from "react";
import { hydrateRoot } from "react-dom/client";
import { PageLocationProvider, usePageLocation, type GatsbyLocation } from "../usePageLocation";

// react-dom/server resolves to its browser build here, which needs TextEncoder (jsdom has none);
// the Node build is what Gatsby renders pages with anyway.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");

function Probe() {
  const { pathname, route, search, hash, key, hostname, hydrated } = usePageLocation();
  return <output>{JSON.stringify({ pathname, route, search, hash, key, hostname, hydrated })}</output>;
}

const shown = () => JSON.parse(screen.getByRole("status").textContent ?? "");

function page(location: GatsbyLocation) {
  return (
    <PageLocationProvider location={location}>
      <Probe />
    </PageLocationProvider>
  );
}

describe("usePageLocation", () => {
  const globals = globalThis as unknown as { __PATH_PREFIX__: string };
  afterEach(() => {
    globals.__PATH_PREFIX__ = "";
  });

  it("gives Gatsby's location, the route below the base path, and the host name once mounted", () => {
    globals.__PATH_PREFIX__ = "/master";
    render(page({ pathname: "/master/components/accordion", search: "?_highlight=knop", hash: "#gebruik", key: "k1" }));
    expect(shown()).toEqual({
      pathname: "/master/components/accordion",
      route: "/components/accordion",
      search: "?_highlight=knop",
      hash: "#gebruik",
      key: "k1",
      hostname: "localhost",
      hydrated: true,
    });
  });

  it("follows a navigation", () => {
    const { rerender } = render(page({ pathname: "/intro", key: "k1" }));
    rerender(page({ pathname: "/blog", search: "?page=2", key: "k2" }));
    expect(shown()).toMatchObject({ pathname: "/blog", route: "/blog", search: "?page=2", hash: "", key: "k2" });
  });

  it("renders on the server without the browser's part, and hydrates that markup unchanged", async () => {
    const html = renderToString(page({ pathname: "/intro" }));
    expect(html).toContain(JSON.stringify({ pathname: "/intro", route: "/intro", search: "", hash: "", hostname: "", hydrated: false }).replace(/"/g, "&quot;"));
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, page({ pathname: "/intro" }));
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(shown()).toMatchObject({ hostname: "localhost", hydrated: true });
    container.remove();
  });

  it("names its provider when used outside it", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow("PageLocationProvider");
    jest.restoreAllMocks();
  });
});
