import { act, render, screen } from "@testing-library/react";
import React from "react";
import { hydrateRoot } from "react-dom/client";
import { hydrated, hydrationStarts } from "../../components/StaticHtml";
import { PageLocationProvider, usePageLocation, type GatsbyLocation } from "../usePageLocation";

// react-dom/server resolves to its browser build here, which needs TextEncoder (jsdom has none);
// the Node build is what Gatsby renders pages with anyway.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");

let renders = { plain: 0, browser: 0 };

function Plain() {
  const location = usePageLocation();
  renders.plain++;
  return <output data-testid="plain">{JSON.stringify(location)}</output>;
}

function Browser() {
  const { hostname, hydrated: isHydrated } = usePageLocation({ browser: true });
  renders.browser++;
  return <output data-testid="browser">{JSON.stringify({ hostname, hydrated: isHydrated })}</output>;
}

const shown = (id: string) => JSON.parse(screen.getByTestId(id).textContent ?? "");

function page(location: GatsbyLocation) {
  return (
    <PageLocationProvider location={location}>
      <Plain />
      <Browser />
    </PageLocationProvider>
  );
}

describe("usePageLocation", () => {
  const globals = globalThis as unknown as { __PATH_PREFIX__: string };
  beforeEach(() => {
    renders = { plain: 0, browser: 0 };
  });
  afterEach(() => {
    globals.__PATH_PREFIX__ = "";
    hydrated();
  });

  it("gives Gatsby's location with the route below the base path", () => {
    globals.__PATH_PREFIX__ = "/master";
    render(page({ pathname: "/master/components/accordion", search: "?_highlight=knop", hash: "#gebruik", key: "k1" }));
    expect(shown("plain")).toEqual({ pathname: "/master/components/accordion", route: "/components/accordion", search: "?_highlight=knop", hash: "#gebruik", key: "k1" });
  });

  it("gives the host name at once to a component mounted after the first hydration", () => {
    render(page({ pathname: "/intro" }));
    expect(shown("browser")).toEqual({ hostname: "localhost", hydrated: true });
    expect(renders.browser).toBe(1);
  });

  it("follows a navigation", () => {
    const { rerender } = render(page({ pathname: "/intro", key: "k1" }));
    rerender(page({ pathname: "/blog", search: "?page=2", key: "k2" }));
    expect(shown("plain")).toEqual({ pathname: "/blog", route: "/blog", search: "?page=2", hash: "", key: "k2" });
  });

  it("hydrates the server's markup unchanged, and adds the host name when the first hydration ends", async () => {
    const html = renderToString(page({ pathname: "/intro" }));
    expect(html).toContain(JSON.stringify({ hostname: "", hydrated: false }).replace(/"/g, "&quot;"));
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    hydrationStarts();
    await act(async () => {
      hydrateRoot(container, page({ pathname: "/intro" }));
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(shown("browser")).toEqual({ hostname: "", hydrated: false });
    const before = { ...renders };
    act(() => hydrated());
    expect(shown("browser")).toEqual({ hostname: "localhost", hydrated: true });
    // Only the component that asked for the browser's part renders again.
    expect(renders).toEqual({ plain: before.plain, browser: before.browser + 1 });
    container.remove();
  });

  it("names its provider when used outside it", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Plain />)).toThrow("PageLocationProvider");
    jest.restoreAllMocks();
  });
});
