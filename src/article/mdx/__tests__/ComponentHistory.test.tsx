import { render, screen, within } from "@testing-library/react";
import React from "react";
import { ComponentHistory } from "../ComponentHistory";
import type { ComponentHistoryData, HistoryEntry } from "../../shared/historyShapes";
import { DocContext } from "../../shared/DocContext";
import { mdxComponents } from "..";

const renderHistory = (history: ComponentHistoryData) =>
  render(
    <DocContext.Provider
      value={{ title: "Label", route: "/components/label", implementations: ["core"], componentApi: [], history }}
    >
      <ComponentHistory />
    </DocContext.Provider>,
  );

const entry = (version: string, fields: Partial<HistoryEntry> = {}): HistoryEntry => ({
  version,
  date: null,
  post: null,
  kinds: ["changed"],
  breaking: false,
  issues: [],
  ...fields,
});

describe("ComponentHistory", () => {
  it("lists each release with its post, date, kinds, breaking mark and issues", () => {
    renderHistory({
      until: "81.0.0",
      entries: [
        entry("81.0.0", {
          date: "2025-11-04",
          post: "/blog/2025/11/04/dso-toolkit-81.0.0",
          kinds: ["removed", "fixed"],
          breaking: true,
          issues: [3260, 3261],
        }),
        entry("62.2.0"),
      ],
    });
    const title = screen.getByRole("heading", { level: 2 });
    expect([title.id, title.firstChild?.textContent]).toEqual(["geschiedenis", "Geschiedenis"]);
    // The anchor link every heading of an article has.
    expect(screen.getByRole("link", { name: "Directe link naar Geschiedenis" }).getAttribute("href")).toBe(
      "#geschiedenis",
    );
    expect(screen.getByText(/tot en met 81\.0\.0/).tagName).toBe("P");
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "81.0.0 (4 november 2025): verwijderd, opgelost; brekende wijziging; issues #3260 (opent een externe website), #3261 (opent een externe website)",
      "62.2.0: gewijzigd",
    ]);
    expect(
      within(items[0])
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([
      "/blog/2025/11/04/dso-toolkit-81.0.0",
      "https://github.com/dso-toolkit/dso-toolkit/issues/3260",
      "https://github.com/dso-toolkit/dso-toolkit/issues/3261",
    ]);
    expect(within(items[1]).queryByRole("link")).toBeNull();
    expect(items[0].querySelector("time")?.getAttribute("datetime")).toBe("2025-11-04");
  });

  it("puts the releases after the newest eight behind a disclosure", () => {
    const entries = Array.from({ length: 11 }, (_, index) => entry(`${80 - index}.0.0`));
    const { container } = renderHistory({ until: "81.0.0", entries });
    const details = container.querySelector("details")!;
    expect(within(details).getByText("Oudere releases (3)").tagName).toBe("SUMMARY");
    expect(
      within(details)
        .getAllByRole("listitem", { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(["72.0.0: gewijzigd", "71.0.0: gewijzigd", "70.0.0: gewijzigd"]);
  });

  it("renders nothing for a component no release names", () => {
    const { container } = renderHistory({ until: "81.0.0", entries: [] });
    expect(container.innerHTML).toBe("");
  });

  it("comes last in every article of a component page, after the MDX content", () => {
    const Wrapper = mdxComponents.wrapper;
    const { container } = render(
      <DocContext.Provider
        value={{
          title: "Label",
          route: "/intro",
          implementations: [],
          componentApi: [],
          history: { until: "81.0.0", entries: [entry("81.0.0")] },
        }}
      >
        <Wrapper>
          <p>Inleiding</p>
        </Wrapper>
      </DocContext.Provider>,
    );
    expect([...container.children].map((child) => child.tagName)).toEqual(["P", "SECTION"]);
  });
});
