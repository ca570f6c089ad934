import { fireEvent, render, screen } from "@testing-library/react";
import React, { useState } from "react";
import { ErrorBoundary } from "..";

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
    expect(screen.getByRole("heading", { name: "Deze pagina is gecrasht." })).toBeInTheDocument();
    expect(screen.getByRole("alert").textContent).toContain("Cause: Oorzaak");
    fireEvent.click(screen.getByRole("button", { name: "Probeer opnieuw" }));
    expect(screen.getByText("Breek")).toBeInTheDocument();
  });
});
