import { render, screen } from "@testing-library/react";
import React from "react";
import type { WebComponent } from "../../shared/webComponentApi";
import { ComponentApi } from "../ComponentApi";
import { DocContext } from "../../shared/DocContext";
import { openProp, webComponent } from "../../shared/__fixtures__/webComponents";

describe("ComponentApi", () => {
  const meta = webComponent("dso-demo", {
    props: [
      { ...openProp, description: "Klapt het element open." },
      {
        name: "items",
        attribute: null,
        type: "DemoItem[]",
        default: null,
        required: true,
        deprecated: false,
        description: "De regels, zie [Modal](/components/modal).",
      },
    ],
    events: [
      { name: "dsoToggle", detail: "DemoToggleEvent", deprecated: false, description: "Komt bij elke `open`-wissel." },
    ],
    slots: [{ name: null, description: "De inhoud." }],
    cssProperties: [{ name: "--dso-demo-kleur", description: "De kleur van de rand." }],
  });
  const renderApi = (component: WebComponent) =>
    render(
      <DocContext.Provider
        value={{ title: "Demo", route: "/components/demo", implementations: ["core"], componentApi: [component] }}
      >
        <ComponentApi tag={component.tag} />
      </DocContext.Provider>,
    );

  it("renders each kind of member with its description and anchor, and no empty tables", async () => {
    renderApi(meta);
    // The tables are their own chunk (ApiTables.tsx), loaded when a page draws them in the browser.
    const rows = (await screen.findByRole("table", { name: "Properties van <dso-demo>" })).querySelectorAll("tbody tr");
    expect([...rows].map((row) => [row.id, row.textContent])).toEqual([
      ["dso-demo-open", "openattribuut openbooleanstandaard falseneeKlapt het element open."],
      ["dso-demo-items", "itemsattribuut —, alleen als JavaScript-property te zettenDemoItem[]jaDe regels, zie Modal."],
    ]);
    expect(rows[0].querySelector("th a")?.getAttribute("href")).toBe("#dso-demo-open");
    expect(rows[1].querySelector("td:last-child a")?.getAttribute("href")).toBe("/components/modal");
    expect(
      screen.getByRole("table", { name: "Events van <dso-demo>" }).querySelector("tbody tr td:last-child code")
        ?.textContent,
    ).toBe("open");
    expect(screen.getByRole("table", { name: "Slots van <dso-demo>" }).querySelector("tbody tr")?.id).toBe(
      "dso-demo-slot-standaard",
    );
    expect(
      screen.getByRole("table", { name: "CSS custom properties van <dso-demo>" }).querySelector("tbody tr")?.id,
    ).toBe("dso-demo-css-dso-demo-kleur");
    expect(screen.queryByRole("table", { name: "Methods van <dso-demo>" })).toBeNull();
    expect(screen.queryByRole("table", { name: "Shadow parts van <dso-demo>" })).toBeNull();
  });

  it("says so in one sentence when a component has no API at all", () => {
    const { container } = renderApi({ ...meta, props: [], events: [], slots: [], cssProperties: [] });
    expect(container.textContent).toBe(
      "<dso-demo> heeft geen properties, events, methods, slots, shadow parts of CSS custom properties.",
    );
  });

  it("marks a deprecated component, and its deprecated members in their row, in text", async () => {
    renderApi({
      ...meta,
      deprecated: true,
      props: [{ ...openProp, deprecated: true, description: "Oud." }, meta.props[1]],
    });
    const rows = (await screen.findByRole("table", { name: "Properties van <dso-demo>" })).querySelectorAll("tbody tr");
    expect(rows[0].querySelector("th")?.textContent).toBe("opendeprecatedattribuut open");
    expect(rows[1].querySelector("th")?.textContent).not.toContain("deprecated");
    expect(
      screen.getByText("Deze release markeert <dso-demo> als deprecated: het verdwijnt in een volgende major release."),
    ).toBeInTheDocument();
  });

  it("fails loudly for a tag the page has no metadata for", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<ComponentApi tag="dso-onbekend" />)).toThrow("No API metadata for <dso-onbekend>");
  });
});
