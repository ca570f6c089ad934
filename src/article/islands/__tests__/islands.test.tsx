import { act, fireEvent, screen, within } from "@testing-library/react";
import React, { useState } from "react";
import { clickIsland, Island, ISLANDS, mountIslands } from "../islands";

// react-dom/server resolves to its browser build here, which needs TextEncoder (jsdom has none);
// the Node build is what Gatsby renders pages with anyway.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");

/** A small part with state of its own: its button only counts once React has hydrated it. */
function MockCounter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label}: {count}
    </button>
  );
}

// The server renders the same component that the browser loads for the part.
jest.mock("../AllVersions", () => ({ AllVersions: MockCounter }));
// islands.tsx takes the part from the module it imported: a getter that throws stands in for a
// chunk that fails to download, and each test decides when the code loads.
const mockLoadExample = jest.fn<unknown, []>();
jest.mock("../Example", () => ({
  __esModule: true,
  get Example() {
    return mockLoadExample();
  },
}));

/** Lets the parts' imports settle and React finish: async act ends on a macrotask. */
const settle = () => act(async () => undefined);

let article: HTMLElement;
beforeEach(() => {
  article = document.body.appendChild(document.createElement("div"));
  mockLoadExample.mockReset();
  // The server's markup of an example, until a test says otherwise.
  mockLoadExample.mockReturnValue(MockCounter);
});
afterEach(() => article.remove());

/** The article's HTML as the server wrote it. */
function serve(element: React.ReactElement) {
  article.innerHTML = renderToString(element);
}

describe("mountIslands", () => {
  it("names a part it does not know, and still mounts the others", async () => {
    serve(<Island name="all-versions" props={{ label: "Bekend" }} />);
    article.insertAdjacentHTML("afterbegin", '<div data-island="verdwenen" data-props="{}"><p>Oud</p></div>');
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await act(async () => {
        mountIslands(article);
      });
      expect(errors).toHaveBeenCalledWith('The article has a part "verdwenen" that this site does not know.');
    } finally {
      errors.mockRestore();
    }
    expect(article.querySelector("p")?.textContent).toBe("Oud");
    fireEvent.click(screen.getByRole("button", { name: "Bekend: 0" }));
    expect(screen.getByRole("button", { name: "Bekend: 1" })).toBeInTheDocument();
  });

  it("hydrates each island as a root of its own, keeping the server's HTML and its props", async () => {
    serve(
      <>
        <p>Tekst tussen de delen.</p>
        <Island name="all-versions" props={{ label: "Eerste" }} />
        <Island name="all-versions" props={{ label: "Tweede" }} />
      </>,
    );
    const [first, second] = [...article.querySelectorAll("button")];
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await act(async () => {
        mountIslands(article);
      });
      // A mismatch with the server's HTML would have been logged.
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }

    // Hydration adopts the server's elements; a fresh render would have replaced them.
    expect([...article.querySelectorAll("button")]).toEqual([first, second]);
    expect(first.textContent).toBe("Eerste: 0");
    fireEvent.click(first);
    fireEvent.click(first);
    fireEvent.click(second);
    expect(first.textContent).toBe("Eerste: 2");
    expect(second.textContent).toBe("Tweede: 1");
    expect(article.querySelector("p")?.textContent).toBe("Tekst tussen de delen.");
  });

  it("writes the island's props as JSON on the server", () => {
    serve(<Island name="example" props={{ variant: "default", implementations: ["core"] }} />);
    const island = article.querySelector("[data-island]")!;
    expect(island.getAttribute("data-island")).toBe("example");
    expect(JSON.parse(island.getAttribute("data-props")!)).toEqual({ variant: "default", implementations: ["core"] });
  });

  it("says so in a part's place when its code does not load, and loads it again on request", async () => {
    serve(<Island name="example" props={{ label: "Voorbeeld" }} />);
    // The server's render took the part from its module too; count only the browser's loads.
    mockLoadExample.mockClear();
    const chunkError = new Error("Loading chunk example failed.");
    mockLoadExample.mockImplementation(() => {
      throw chunkError;
    });
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await act(async () => {
        mountIslands(article);
      });
      expect(errors).toHaveBeenCalledWith('The article part "example" could not load:', chunkError);
      const island = within(article.querySelector<HTMLElement>("[data-island]")!);
      expect(island.getByRole("alert").textContent).toContain("Het laden is mislukt.");

      // A second failure shows the same message again, in the same root.
      fireEvent.click(island.getByRole("button", { name: "Opnieuw proberen" }));
      expect(island.getByRole("status").textContent).toBe("Bezig met laden…");
      await settle();
      expect(mockLoadExample).toHaveBeenCalledTimes(2);
      expect(errors).toHaveBeenCalledTimes(2);
      expect(island.getByRole("alert")).toBeInTheDocument();

      // Once the code loads, the part takes the message's place, with the island's props.
      mockLoadExample.mockReturnValue(MockCounter);
      fireEvent.click(island.getByRole("button", { name: "Opnieuw proberen" }));
      await settle();
      expect(island.queryByRole("alert")).toBeNull();
      const part = island.getByRole("button", { name: "Voorbeeld: 0" });
      fireEvent.click(part);
      expect(part.textContent).toBe("Voorbeeld: 1");
      // Two failures were logged, nothing else (such as a second root on the same element).
      expect(errors).toHaveBeenCalledTimes(2);
    } finally {
      errors.mockRestore();
    }
  });
});

describe("the registry of islands", () => {
  it("drives both the server's markup and the browser's code of each part", async () => {
    // The server renders the registry's part with the props, inside a box naming it.
    serve(<Island name="all-versions" props={{ label: "Versies" }} />);
    const box = article.querySelector("[data-island]")!;
    expect(box.getAttribute("data-island")).toBe("all-versions");
    expect(box.textContent).toBe("Versies: 0");
    // The browser loads the registry's code for that name and hydrates the same markup with it.
    const load = jest.spyOn(ISLANDS["all-versions"], "load");
    try {
      await act(async () => {
        mountIslands(article);
      });
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      load.mockRestore();
    }
    fireEvent.click(screen.getByRole("button", { name: "Versies: 0" }));
    expect(box.textContent).toBe("Versies: 1");
  });

  it("marks a clicked part on the server and runs its code for a click in the browser, without hydrating it", async () => {
    serve(<Island name="copy" />);
    const button = screen.getByRole("button", { name: "Code kopiëren naar het klembord" });
    expect(button.getAttribute("data-island")).toBe("copy");
    const click = jest.spyOn(ISLANDS.copy, "click").mockImplementation(() => undefined);
    try {
      await act(async () => {
        mountIslands(article);
      });
      expect(clickIsland(button)).toBe(true);
      expect(click).toHaveBeenCalledWith(button);
      expect(clickIsland(article)).toBe(false);
    } finally {
      click.mockRestore();
    }
  });

  it("shows the message of the catalogue in place of a part that throws while rendering", async () => {
    serve(<Island name="example" props={{ label: "Voorbeeld" }} />);
    const failure = new Error("kapot");
    mockLoadExample.mockReturnValue(() => {
      throw failure;
    });
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await act(async () => {
        mountIslands(article);
      });
      expect(errors).toHaveBeenCalledWith('The article part "example" failed:', failure);
    } finally {
      errors.mockRestore();
    }
    const island = within(article.querySelector<HTMLElement>("[data-island]")!);
    expect(island.getByRole("alert").textContent).toBe("Dit onderdeel van de pagina kon niet worden getoond.");
  });
});

describe("the teardown of mountIslands", () => {
  afterEach(() => jest.useRealTimers());

  it("unmounts the roots on a timer, not while React commits the next page", async () => {
    serve(<Island name="all-versions" props={{ label: "Versies" }} />);
    let teardown: () => void = () => undefined;
    await act(async () => {
      teardown = mountIslands(article);
    });
    jest.useFakeTimers();
    const island = article.querySelector("[data-island]")!;

    teardown();
    expect(island.textContent).toBe("Versies: 0");
    act(() => jest.runOnlyPendingTimers());
    expect(island.childNodes).toHaveLength(0);
  });

  it("mounts nothing for a part whose code arrives after the teardown", async () => {
    serve(<Island name="all-versions" props={{ label: "Versies" }} />);
    const button = article.querySelector("button")!;
    const teardown = mountIslands(article);
    teardown();
    await settle();

    // The server's HTML stays, without behaviour.
    fireEvent.click(button);
    expect(button.textContent).toBe("Versies: 0");
    expect(screen.getByRole("button", { name: "Versies: 0" })).toBe(button);
  });
});
