import { act, render } from "@testing-library/react";
import React from "react";
import { hydrateRoot } from "react-dom/client";
import { ColorModeProvider } from "../../../hooks/useColorMode";
import { PageLocationProvider } from "../../../hooks/usePageLocation";
import { outline } from "../../__fixtures__/outline";
import { answerSiteQueries } from "../../__fixtures__/siteData";
import { Navbar } from "..";

// The search worker's module starts a Web Worker from `import.meta.url`, which Jest's CommonJS cannot
// load; nothing here searches, so the navbar box only needs it to exist.
jest.mock("../../../search/client/searchClient", () => ({ startSearchWorker: jest.fn() }));

// The Node build of react-dom/server, as in src/hooks/__tests__/usePageLocation.test.tsx.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");

const navbar = () => (
  <PageLocationProvider location={{ pathname: "/components/accordion" }}>
    <ColorModeProvider>
      <Navbar />
    </ColorModeProvider>
  </PageLocationProvider>
);

beforeEach(answerSiteQueries);

describe("Navbar", () => {
  it("brand and the configured items", () => {
    const { container } = render(navbar());
    expect(outline(container.querySelector("nav"))).toMatchSnapshot();
  });

  it("the server sends the mobile menu as a closed, empty dialog, and hydration keeps it so", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(navbar());
    const dialog = container.querySelector("dialog");
    expect(dialog?.id).toBe("mobile-menu");
    expect(dialog?.getAttribute("aria-label")).toBe("Menu");
    expect(dialog?.open).toBe(false);
    expect(dialog?.childElementCount).toBe(0);
    document.body.appendChild(container);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, navbar());
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector("dialog")).toBe(dialog);
    expect(dialog?.open).toBe(false);
    container.remove();
  });
});
