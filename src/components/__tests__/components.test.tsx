import { fireEvent, render, screen } from "@testing-library/react";
import React, { useState } from "react";
import { ErrorBoundary } from "../ErrorBoundary";
import { ComponentApi } from "../mdx/ComponentApi";
import { DocContext } from "../mdx/DocContext";

describe("ErrorBoundary", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  function Flaky() {
    const [broken, setBroken] = useState(false);
    if (broken) throw new Error("Kapot", { cause: new Error("Oorzaak") });
    return <button onClick={() => setBroken(true)}>Breek</button>;
  }

  it("shows the crash page with the cause chain and resets on Probeer opnieuw", () => {
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    fireEvent.click(screen.getByText("Breek"));
    expect(screen.getByRole("heading", { name: "Deze pagina is gecrasht." })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Cause: Oorzaak");
    fireEvent.click(screen.getByRole("button", { name: "Probeer opnieuw" }));
    expect(screen.getByText("Breek")).toBeTruthy();
  });
});

describe("ComponentApi", () => {
  const meta = {
    tag: "dso-demo",
    props: [{ name: "open", attribute: "open", type: "boolean", optional: false, default: "false" }, { name: "label", type: "string", optional: true }],
    events: [{ name: "dsoToggle", detail: "DemoToggleEvent" }],
    methods: [],
  };

  it("renders properties and events from the metadata, and no empty tables", () => {
    render(
      <DocContext.Provider value={{ title: "Demo", implementations: ["core"], componentApi: [meta] }}>
        <ComponentApi tag="dso-demo" />
      </DocContext.Provider>,
    );
    const props = screen.getByRole("table", { name: "Properties van <dso-demo>" });
    expect(props.querySelectorAll("tbody tr")).toHaveLength(2);
    expect(props.querySelector("tbody tr")?.textContent).toBe("openopenbooleanfalseja");
    expect(props.querySelectorAll("tbody tr")[1].textContent).toBe("label—string—nee");
    expect(screen.getByRole("table", { name: "Events van <dso-demo>" }).textContent).toContain("DemoToggleEvent");
    expect(screen.queryByRole("table", { name: "Methods van <dso-demo>" })).toBeNull();
  });

  it("fails loudly for a tag the page has no metadata for", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<ComponentApi tag="dso-onbekend" />)).toThrow("No API metadata for <dso-onbekend>");
  });
});
