import { render, screen } from "@testing-library/react";
import React from "react";
import manualChecks from "../../data/manualAccessibilityChecks.json";
import { dutchDate } from "../../lib/dates";

/** The statement page, with the checks by hand replaced by `checks` when given. */
async function renderStatement(checks?: unknown[]) {
  let Statement: React.ComponentType | undefined;
  await jest.isolateModulesAsync(async () => {
    if (checks) jest.doMock("../../data/manualAccessibilityChecks.json", () => ({ checks }));
    Statement = (await import("../toegankelijkheid")).default;
  });
  const Page = Statement as React.ComponentType;
  return render(<Page />);
}

const byHandItems = () =>
  [...document.querySelectorAll("[data-manual-check]")].map((item) => item.textContent?.replace(/\s+/g, " "));

afterEach(() => jest.dontMock("../../data/manualAccessibilityChecks.json"));

describe("accessibility statement", () => {
  it("lists every check by hand, and each without a date and result as not done yet", async () => {
    const { container } = await renderStatement();
    expect(byHandItems()).toEqual(
      manualChecks.checks.map((check) =>
        check.doneOn && check.result
          ? expect.stringContaining(dutchDate(check.doneOn))
          : `${check.name}: nog niet gedaan.`,
      ),
    );
    expect(manualChecks.checks.map((check) => check.id)).toEqual(["keyboard", "screenReader"]);
    // Nothing says the site is checked by hand already.
    expect(container.textContent).not.toMatch(/controleren we met de hand|Met de hand kijken we/);
  });

  it("says the checks by hand are not all done, and claims no conformance", async () => {
    const { container } = await renderStatement([
      { id: "keyboard", name: "Bedienen met alleen het toetsenbord", doneOn: null, result: null },
      { id: "screenReader", name: "Gebruiken met een schermlezer", doneOn: null, result: null },
    ]);
    expect(byHandItems()).toEqual([
      "Bedienen met alleen het toetsenbord: nog niet gedaan.",
      "Gebruiken met een schermlezer: nog niet gedaan.",
    ]);
    expect(screen.getByText(/weten we nog niet/).textContent).toContain(
      "die controles met de hand zijn nog niet allemaal gedaan",
    );
    expect(container.textContent).not.toMatch(/voldoet (gedeeltelijk|volledig)/);
  });

  it("shows the date and the result of a check once someone has recorded both", async () => {
    await renderStatement([
      {
        id: "keyboard",
        name: "Bedienen met alleen het toetsenbord",
        doneOn: "2027-02-03",
        result: "Alle sjablonen doorlopen in Firefox; geen problemen gevonden.",
      },
      { id: "screenReader", name: "Gebruiken met een schermlezer", doneOn: "2027-02-04", result: null },
    ]);
    expect(byHandItems()).toEqual([
      "Bedienen met alleen het toetsenbord: gedaan op 3 februari 2027. Alle sjablonen doorlopen in Firefox; geen problemen gevonden.",
      // A date without a result is not a record of a check.
      "Gebruiken met een schermlezer: nog niet gedaan.",
    ]);
    expect(document.querySelector('[data-manual-check="keyboard"] time')?.getAttribute("datetime")).toBe("2027-02-03");
    expect(screen.queryByText(/weten we nog niet/)).not.toBeNull();
  });

  it("no longer says the checks are pending once all are recorded", async () => {
    await renderStatement([
      { id: "keyboard", name: "Bedienen met alleen het toetsenbord", doneOn: "2027-02-03", result: "Geen problemen." },
      { id: "screenReader", name: "Gebruiken met een schermlezer", doneOn: "2027-02-04", result: "Geen problemen." },
    ]);
    expect(screen.queryByText(/weten we nog niet/)).toBeNull();
    expect(screen.queryByText(/Ook de controles met de hand zijn gedaan/)).not.toBeNull();
  });
});
